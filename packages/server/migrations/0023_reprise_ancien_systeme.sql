-- Réservée au travail de l'issue 26 ; sans effet tant qu'elle n'est pas écrite.
select 1;
