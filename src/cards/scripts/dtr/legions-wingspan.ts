import { buffPower, cardScript, championBonus, onAttack, triggered } from '../../define.js';

// One choice for each wind card in the intent (not targets); the same ally may be chosen more than once.
export default cardScript('legions-wingspan', {
  abilities: [
    triggered(onAttack(), [{
      op: 'scaled', x: { of: 'intent', filter: { element: 'WIND' } },
      effect: { op: 'chooseObjects', filter: { type: 'ALLY' }, count: 0, effects: [buffPower({ ref: 'chosen' }, 1)] },
    }], { condition: championBonus('Diana') }),
  ],
});
