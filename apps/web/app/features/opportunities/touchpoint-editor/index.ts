// What other features use of the touchpoint editor (keep it narrow: decision 027).
export { RichTextField } from './rich-text/rich-text-field';
