import { activated, banishSelf, cardScript } from '../../define.js';

export default cardScript('storm-tyrants-eye', {
  abilities: [activated([banishSelf()], [{ op: 'revealUntil', filter: { element: 'ARCANE' }, damageYourChampion: true }])],
});
