// The splash's first frame alone (no XState): a page can carry it in its HTML before any script.
export { SplashFirstFrame } from '../Splash/SplashView';
