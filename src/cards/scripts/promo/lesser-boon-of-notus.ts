import { cardScript, staticAbility } from '../../define.js';

export default cardScript('lesser-boon-of-notus', {
  abilities: [staticAbility({ kind: 'permission', permission: { mode: 'can', action: 'element', element: 'WIND', players: 'you' } })],
});
