import { cardScript, staticAbility } from '../../define.js';

export default cardScript('mandate-of-honor', {
  abilities: [
    staticAbility({ kind: 'permission', permission: { mode: 'cant', action: 'draw', players: 'each', minInfluence: 8 } },
      { kind: 'controlsCount', filter: { type: 'ALLY', supertype: 'UNIQUE' }, min: 1 }),
  ],
});
