import type { CardFace, GameView } from '../src/engine/view-types.js';
import { renderBoard } from './board.js';
import { renderCard } from './card.js';
import { renderDeck, type DeckPicture } from './deck.js';
import { renderHand } from './hand.js';

/**
 * One picture to draw, as plain data (structured-cloneable), so it can be handed to a render
 * worker thread (src/bot/render-pool.ts) or drawn in-process with the same code.
 */
export type RenderJob =
  | { kind: 'board'; view: GameView }
  | { kind: 'hand'; cards: CardFace[]; memory: CardFace[] | null }
  | { kind: 'card'; face: CardFace }
  | { kind: 'deck'; deck: DeckPicture; title?: string };

export function runRenderJob(job: RenderJob): Promise<Buffer> {
  switch (job.kind) {
    case 'board':
      return renderBoard(job.view);
    case 'hand':
      return renderHand(job.cards, job.memory);
    case 'card':
      return renderCard(job.face);
    case 'deck':
      return renderDeck(job.deck, job.title === undefined ? {} : { title: job.title });
  }
}
