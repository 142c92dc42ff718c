// The pictures: everything here draws from engine views (GameView, CardFace), never from state.
export { renderBoard, BOARD_WIDTH, BOARD_HEIGHT } from './board.js';
export type { BoardOptions } from './board.js';
export { renderHand } from './hand.js';
export type { HandOptions } from './hand.js';
export { renderCard } from './card.js';
export type { SingleCardOptions } from './card.js';
export { renderDeck } from './deck.js';
export type { DeckEntry, DeckOptions, DeckPicture } from './deck.js';
export { CardArt, INDEX_IMAGE_ORIGIN, indexImageResolver } from './card-art.js';
export type { CardArtOptions } from './card-art.js';
export { ensureFonts, fontsAvailable } from './fonts.js';
