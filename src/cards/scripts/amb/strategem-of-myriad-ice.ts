import { cardScript, dealDamage, masteryDirection, staticAbility, target, targetUnit, whenYouDo } from '../../define.js';

export default cardScript('strategem-of-myriad-ice', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'efficiency' }, masteryDirection('east'))],
  onResolve: [{
    op: 'banishFromGraveyard', filter: {}, floatingMemory: true, max: 'any',
    each: [whenYouDo([dealDamage(target(0), 3)], [targetUnit({ controller: 'opponent', bySpell: true })])],
  }],
});
