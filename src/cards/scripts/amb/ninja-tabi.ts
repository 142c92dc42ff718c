import { activated, banishSelf, cardScript, gainAgility } from '../../define.js';

export default cardScript('ninja-tabi', { abilities: [activated([banishSelf()], [gainAgility(3)], { speed: 'slow' })] });
