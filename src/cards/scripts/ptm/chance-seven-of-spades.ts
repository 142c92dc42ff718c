import { activated, becomes, cardScript, characteristics, gainKeyword, levelRestriction, onlyOnce, self, staticAbility } from '../../define.js';

// Level 1+: 3 less to activate. Cardistry (7, 1 less per different Suited reserve cost, once per card): it gains a
// static ability giving the other Suited allies its controller controls +1 power and vigor (continuous.ts layers it).
export default cardScript('chance-seven-of-spades', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -3 }, levelRestriction(1)),
    onlyOnce(activated([{ kind: 'reserve', value: 7, lessPerTally: { of: 'objectReserveCosts', filter: { subtype: 'SUITED' } } }], [
      becomes(self(), [
        { kind: 'gainAbility', ability: staticAbility({ kind: 'modifyStat', affects: 'otherAlliesYouControl', anySubtype: ['SUITED'], stat: 'power', amount: 1 }) },
        { kind: 'gainAbility', ability: staticAbility(characteristics([gainKeyword('vigor')], { affects: 'otherAlliesYouControl', subtype: 'SUITED' })) },
      ], 'permanent'),
    ])),
  ],
});
