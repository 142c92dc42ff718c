import { activated, cardScript, empower, payReserve, restSelf } from '../../define.js';

export default cardScript('gossamer-staff', { abilities: [activated([payReserve(1), restSelf()], [empower(1)])] });
