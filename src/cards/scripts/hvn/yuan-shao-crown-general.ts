import { activated, cardScript, characteristics, levelRestriction, payReserve, restSelf, staticAbility, target } from '../../define.js';

export default cardScript('yuan-shao-crown-general', {
  abilities: [
    staticAbility(characteristics([{ kind: 'gainKeywordValue', keyword: 'pride', value: 2 }], { affects: 'opponentsUnits', type: 'ALLY', supertype: 'UNIQUE' })),
    // As a Spell; only with three or more unique allies on the field you don't control.
    activated([payReserve(3), restSelf()], [{ op: 'gainControl', subject: target(0) }], {
      condition: { kind: 'allOf', conditions: [levelRestriction(2), { kind: 'opponentControlsCount', filter: { type: 'ALLY', supertype: 'UNIQUE' }, min: 3 }] },
      targets: [{ kind: 'ally', supertype: 'UNIQUE', bySpell: true }],
    }),
  ],
});
