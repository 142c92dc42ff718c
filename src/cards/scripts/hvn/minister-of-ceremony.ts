import { activated, cardScript, dealDamage, masteryDirection, restSelf, target } from '../../define.js';

export default cardScript('minister-of-ceremony', {
  abilities: [activated([restSelf()], [dealDamage(target(0), 3)], {
    speed: 'slow', condition: masteryDirection('east'), targets: [{ kind: 'unit', bySpell: true }],
  })],
});
