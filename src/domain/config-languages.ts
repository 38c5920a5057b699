export { LANGUAGES, type Language } from "../../loader/options";
