import { cardScript, staticAbility } from '../../define.js';

export default cardScript('lesser-boon-of-poseidon', {
  abilities: [staticAbility({ kind: 'permission', permission: { mode: 'can', action: 'element', element: 'WATER', players: 'you' } })],
});
