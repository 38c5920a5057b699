export { LANGUAGES, nativeName, type Language } from "../../loader/languages";
