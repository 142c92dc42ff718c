import { activated, cardScript, modifyLife, payReserve, self } from '../../define.js';

export default cardScript('lumbering-steed', { keywords: ['hindered'], abilities: [activated([payReserve(2)], [modifyLife(self(), 1)])] });
