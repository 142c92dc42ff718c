import { activated, cardScript, characteristics, dealDamage, restSelf, staticAbility, target } from '../../define.js';

export default cardScript('numinous-monk', {
  abilities: [staticAbility(characteristics([{ kind: 'gainAbility', ability: activated([restSelf()], [dealDamage(target(0), 1)], { targets: [{ kind: 'unit', bySpell: true }] }) }],
    { affects: 'yourObjects', supertype: 'REGALIA' }))],
});
