import { cardScript, championDistant, draw, ifThen, yourChampion } from '../../define.js';

export default cardScript('splashing-perch', { onResolve: [ifThen(championDistant(), [draw(1)], [{ op: 'becomeDistant', subject: yourChampion() }])] });
