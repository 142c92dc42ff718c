import { cardScript, draw, ifThen, may, onAttack, triggered } from '../../define.js';

export default cardScript('hasty-messenger', { abilities: [triggered(onAttack(), [ifThen({ kind: 'handSize', min: 1 }, [may({ op: 'discard', who: 'you', count: 1 }, draw(1))])])] });
