import { cardScript, classBonus, levelRestriction, may, onEnter, putCounters, self, staticAbility, triggered } from '../../define.js';

export default cardScript('ethereal-slime', {
  keywords: ['stealth', 'trueSight'],
  keywordValues: { pride: 3 },
  abilities: [
    triggered(onEnter(), [may({ op: 'banishOwnMaterialCards', count: 1, filter: { subtype: 'TAMER' }, then: [{ op: 'draw', who: 'you', count: 1 }, putCounters(self(), 'buff', 1)] })], { condition: classBonus() }),
    staticAbility({ kind: 'preventDamage', affects: 'self', amount: 'all', damageType: 'nonCombat' }, levelRestriction(5)),
  ],
});
