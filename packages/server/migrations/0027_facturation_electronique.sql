-- Réservée au travail de l'issue 30 ; sans effet tant qu'elle n'est pas écrite.
select 1;
