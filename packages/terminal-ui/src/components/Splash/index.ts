export { Splash } from './Splash';
export type { SplashProps } from './Splash';
export { SplashView } from './SplashView';
export type { SplashViewProps } from './SplashView';
export { splashViewProps } from './splashViewProps';
export type { SplashSnapshot, SplashViewState } from './splashViewProps';
