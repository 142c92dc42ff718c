import { allOf, cardScript, classBonus, levelRestriction, onEnter, staticAbility, summonToken, triggered } from '../../define.js';

export default cardScript('direwolf-alpha', {
  keywordValues: { pride: 2 },
  abilities: [
    triggered(onEnter(), [{ op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 1, then: [summonToken('direwolf')] }], { condition: classBonus() }),
    // Wolf objects with a power are units; only the other ones you control (Wolf champions don't exist).
    staticAbility({ kind: 'modifyStat', affects: 'otherAlliesYouControl', stat: 'power', amount: 1, anySubtype: ['WOLF'] }, allOf(classBonus(), levelRestriction(2))),
  ],
});
