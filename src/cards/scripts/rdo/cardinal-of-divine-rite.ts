import { cardScript, staticAbility } from '../../define.js';

// Angel cards and Angel objects (errata), whoever's, can't become imbued (effects/imbue-bans.ts).
export default cardScript('cardinal-of-divine-rite', {
  abilities: [staticAbility({ kind: 'cantBecomeImbued', subtype: 'ANGEL' })],
});
