import { cardScript, staticAbility } from '../../define.js';

export default cardScript('haunting-apparition', {
  keywords: ['ephemerate'],
  activationValues: { ephemerate: 5 },
  abilities: [staticAbility({ kind: 'keyword', keyword: 'stealth' }, { kind: 'selfEphemeral' })],
});
