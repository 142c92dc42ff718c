import { cardScript, classBonus, levelRestriction, onEnter, self, staticAbility } from '../../define.js';

export default cardScript('geldus-terror-of-dorumegia', {
  keywordValues: { pride: 4 },
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, levelRestriction(3)),
    {
      kind: 'triggered', trigger: onEnter(), condition: classBonus(), effects: [],
      modes: [
        { effects: [{ op: 'grantKeyword', subject: self(), keyword: 'spellshroud', duration: 'untilYourNextTurn' }] },
        { effects: [{ op: 'grantKeyword', subject: self(), keyword: 'taunt', duration: 'untilYourNextTurn' }] },
      ],
    },
  ],
});
