import { cardScript, championBonus, onAttack, triggered } from '../../define.js';

// "Up to": picking none is the "may" declined; X counts the intent as the ability resolves.
export default cardScript('salamanders-breath', {
  abilities: [
    triggered(onAttack(), [{
      op: 'scaled', x: { of: 'intent', filter: { subtype: 'AETHERCHARGE' } },
      effect: { op: 'pickCards', purpose: 'banishForAttackPower', max: 0, filter: { element: 'FIRE' } },
    }], { condition: championBonus('Diana') }),
  ],
});
