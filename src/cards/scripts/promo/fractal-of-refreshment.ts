import { cardScript, drawIntoMemory, onEnter, triggered } from '../../define.js';

export default cardScript('fractal-of-refreshment', {
  keywords: ['reservable'],
  abilities: [triggered(onEnter(), [
    { op: 'revealCards', from: ['memory'], filter: { element: 'WATER' }, count: 3, moveTo: 'deckBottom' },
    { op: 'scaled', x: { of: 'x' }, effect: drawIntoMemory(0) },
  ])],
});
