import { cardScript, staticAbility } from '../../define.js';

export default cardScript('baidi-oathsworn-palace', {
  abilities: [
    staticAbility({
      kind: 'characteristics',
      set: { affects: 'yourUnits', subtype: 'RANGER' },
      changes: [{ kind: 'gainAbility', ability: staticAbility({ kind: 'ranged', amount: 1 }) }],
    }),
  ],
});
