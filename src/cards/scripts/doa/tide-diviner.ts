import { cardScript, onEnter, triggered } from '../../define.js';

export default cardScript('tide-diviner', {
  abilities: [
    triggered(onEnter(), [{ op: 'scaled', x: { of: 'championLevel' }, plus: 1, effect: { op: 'lookAndTake', count: 0, filter: {}, restToGraveyard: true } }]),
  ],
});
