import { activated, boonRules, cardScript, payReserve, staticAbility, summonToken } from '../../define.js';

export default cardScript('lesser-boon-of-rosen', {
  abilities: [
    staticAbility({ kind: 'ignoreElementalRequirements', rule: { filter: { subtype: 'AUTOMATON' }, elements: 'nonAdvanced', via: 'activate' } }),
    boonRules(activated([payReserve(3)], [summonToken('powercell', 1, true)]), { times: 1 }),
  ],
});
