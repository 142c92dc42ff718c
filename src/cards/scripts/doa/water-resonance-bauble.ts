import { activated, banishSelf, cardScript, draw, opponentControlsChampionOf } from '../../define.js';

export default cardScript('water-resonance-bauble', { abilities: [activated([banishSelf()], [draw(1)], { condition: opponentControlsChampionOf('WATER') })] });
