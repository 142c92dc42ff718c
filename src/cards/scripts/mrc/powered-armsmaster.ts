import { cardScript, classBonus, onDeath, self, summonToken, triggered, whenever } from '../../define.js';

export default cardScript('powered-armsmaster', {
  keywordValues: { ranged: 3 },
  abilities: [
    triggered(whenever('sacrificed', { who: 'you', subtype: 'POWERCELL' }), [{ op: 'becomeDistant', subject: self() }], { condition: classBonus() }),
    triggered(onDeath(), [summonToken('powercell')]),
  ],
});
