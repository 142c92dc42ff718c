import { buffPower, cardScript, empower, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('harness-lightning', {
  abilities: [
    staticAbility({ kind: 'ignoreOwnElementalRequirements' }, { kind: 'controlsCount', filter: { type: 'ALLY', element: 'ARCANE', subtype: 'SHENJU' }, min: 1 }),
  ],
  modes: [
    { effects: [empower(4), { op: 'banishThisCard' }] },
    { targets: [targetAlly()], effects: [buffPower(target(0), 4), { op: 'banishThisCard' }] },
  ],
});
