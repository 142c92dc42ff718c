import { activated, cardScript, championBonus, dealDamage, onEnter, restSelf, self, target, transform, triggered } from '../../define.js';

export default cardScript('fatestone-of-unrelenting', {
  keywords: ['hindered'],
  abilities: [
    triggered(onEnter(), [dealDamage(target(0), 1)], { targets: [{ kind: 'unit', bySpell: true }] }), // as a Spell
    activated([restSelf(), { kind: 'banishFromGraveyard', filter: { element: 'FIRE' }, count: 2 }], [transform(self()), { op: 'wakeUp', subject: self() }], { condition: championBonus('Guo Jia') }),
  ],
});
