export { DEFAULT_LANGUAGE, LANGUAGES, nativeName, type Language } from "../../loader/languages";
