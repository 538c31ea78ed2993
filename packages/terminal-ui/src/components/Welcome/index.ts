export { Welcome } from './Welcome';
export type { WelcomeProps } from './Welcome';
export { columnsOf, MAX_LETTERING_COLUMNS, MIN_LETTERING_COLUMNS, type LetteringDrawing } from './letteringFit';
