import { buffPower, cardScript, classBonus, staticAbility, target, targetWeapon } from '../../define.js';

export default cardScript('infusion-of-crescent-jade', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
  targets: [targetWeapon({ subtype: 'POLEARM' })],
  onResolve: [{ op: 'scaled', x: { of: 'counts', counts: [{ zone: 'field', element: 'WIND', nonChampion: true }] }, effect: buffPower(target(0), 0) }],
});
