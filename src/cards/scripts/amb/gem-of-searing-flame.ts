import { cardScript, dealDamage, target, triggered, whenever } from '../../define.js';

export default cardScript('gem-of-searing-flame', {
  abilities: [
    triggered(whenever('currentsChange', { who: 'you', from: 'north', to: 'west' }), [dealDamage(target(0), 2)], {
      targets: [{ kind: 'champion', bySpell: true }],
    }),
  ],
});
