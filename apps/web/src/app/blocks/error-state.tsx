// The one "could not load" shape: the title, the translated reason and Try again
// (LoadErrorAlert), for a list or a whole screen.
export { LoadErrorAlert as ErrorState } from '../load-error-alert';
