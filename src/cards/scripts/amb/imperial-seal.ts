import { activated, banishSelf, cardScript, permit } from '../../define.js';

export default cardScript('imperial-seal', {
  keywords: ['divineRelic'],
  abilities: [activated([banishSelf()], (['FIRE', 'WATER', 'WIND'] as const).map((element) => permit('element', { element, players: 'you' })))],
});
