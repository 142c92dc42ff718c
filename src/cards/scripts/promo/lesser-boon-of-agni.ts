import { cardScript, staticAbility } from '../../define.js';

export default cardScript('lesser-boon-of-agni', {
  abilities: [staticAbility({ kind: 'permission', permission: { mode: 'can', action: 'element', element: 'FIRE', players: 'you' } })],
});
