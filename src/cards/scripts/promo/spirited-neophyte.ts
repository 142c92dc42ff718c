import { cardScript, empower, ifThen, masteryDirection, onAttack, triggered } from '../../define.js';

export default cardScript('spirited-neophyte', { abilities: [triggered(onAttack(), [ifThen(masteryDirection('north'), [empower(2)])])] });
