import { cardScript, dealDamage, target, triggered, whenever } from '../../define.js';

export default cardScript('reversals-polarity', {
  abilities: [
    triggered(whenever('activationNegated', { who: 'you', element: 'ARCANE' }), [{ op: 'scaled', x: { of: 'x' }, effect: dealDamage(target(0), 0) }], { targets: [{ kind: 'champion' }] }),
  ],
});
