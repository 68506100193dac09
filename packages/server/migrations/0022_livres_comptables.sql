-- Réservée au travail de l'issue 25 ; sans effet tant qu'elle n'est pas écrite.
select 1;
