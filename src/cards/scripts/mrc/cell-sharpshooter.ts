import { cardScript, draw, onEnter, summonToken, triggered } from '../../define.js';

export default cardScript('cell-sharpshooter', {
  keywordValues: { ranged: 2 },
  abilities: [
    triggered(onEnter(), [{ op: 'banishFromGraveyard', filter: {}, max: 1, floatingMemory: true, then: [draw(1), summonToken('powercell', 1, true)] }]),
  ],
});
