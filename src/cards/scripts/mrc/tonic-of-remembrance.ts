import { activated, banishSelf, cardScript, classBonus, ingredient } from '../../define.js';

export default cardScript('tonic-of-remembrance', {
  brew: [ingredient(1, { subtype: 'CATALYST' }), ingredient(1, { subtype: 'ADJUVANT' })],
  // Up to three: each of three returns may be declined.
  abilities: [activated([banishSelf()], [{ op: 'mayEach', count: 3, effects: [{ op: 'returnFromMemory', count: 1 }] }], { condition: classBonus() })],
});
