import { cardScript, draw } from '../../define.js';

export default cardScript('sudden-snow', {
  onResolve: [
    { op: 'banishFromGraveyard', filter: {}, floatingMemory: true, max: 1, then: [draw(1)] },
    { op: 'enterState', state: 'rested', filter: { type: 'ALLY' }, everyPlayer: true },
  ],
});
