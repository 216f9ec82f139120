invite-open = Convidar para uma mesa
invite-submit = Convidar { $name }
offline-player = Jogador
offline-engine-unavailable = Não foi possível carregar o motor offline: ele fica guardado depois que o jogo offline é aberto com a rede ligada.
offline-no-database = Este navegador não guarda partidas offline: { $reason }
offline-not-kept = Não foi possível guardar as partidas offline: { $reason }
offline-no-game = Este navegador não tem a partida offline { $id }.
offline-games = Partidas offline
offline-record-title = Partida offline { $id }: seu registro
offline-record-what = Cada distribuição, cada jogada e as sementes com que cada mão foi distribuída (docs/formats.md).
offline-save-record = Salvar o registro
offline-back-to-game = Voltar à partida
offline-your-games = Suas partidas offline
offline-in-play = em andamento, { $scores }
offline-won = vitória { $scores }
offline-lost = derrota { $scores }
offline-won-resigned = vitória { $scores } (desistência)
offline-lost-resigned = derrota { $scores } (desistência)
offline-computer = Computador
offline-game-to = Partida até
offline-title = Jogar contra o computador offline
offline-unreachable = Não foi possível acessar o salão: sem rede, ou o salão está fora do ar. Você ainda pode jogar contra o computador aqui.
offline-intro = As mesmas regras e o mesmo computador das mesas do salão, rodando nesta página: não precisa de rede depois de carregada. As partidas offline ficam guardadas só neste navegador; não valem rating e não usam fichas.
offline-none = Nenhuma ainda.
offline-game = Partida { $id }
offline-replay = replay
offline-review = análise
pages-percent = { $percent }%
pages-wins = { $wins } ({ $percent })
pages-rating = Rating
pages-games = Partidas
pages-won = Vitórias
pages-leaderboard = Ranking
pages-tab-two = Partidas de dois
pages-tab-team = Duplas (partidas de quatro)
pages-board-two-about = Ratings Glicko-2 de partidas de dois entre pessoas. Um jogador novo começa com 1500 ± 350; o ± diminui à medida que ele joga.
pages-board-two-empty = Ainda não há partidas valendo rating: jogue contra uma pessoa para ser o primeiro do ranking.
pages-board-team-about = Ratings de dupla (Weng-Lin) de partidas de quatro, dois contra dois, com uma pessoa em cada dupla: o rating próprio de cada jogador, movido pelos resultados da sua dupla. Um jogador novo começa com 25 ± 8,3.
pages-board-team-empty = Ainda não há partidas de quatro valendo rating: jogue dois contra dois, com uma pessoa em cada dupla, para ser o primeiro do ranking.
pages-team-rating = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } ± { NUMBER($uncertainty, minimumFractionDigits: 1, maximumFractionDigits: 1) }
pages-online = Online agora
pages-not-online = Não está online
pages-chips = Fichas
pages-chips-guest = nenhuma (convidado)
pages-unrated = sem rating
pages-games-played = Partidas jogadas
pages-chart-empty = O gráfico de rating começa com a primeira partida contra uma pessoa.
pages-chart-label =
    Rating ao longo de { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }: de { $first } a { $last }
pages-tournaments = Torneios
pages-place-of = { $place }º lugar de { $entrants }
pages-tournament-status =
    { $status ->
        [registering] inscrições abertas
        [running] em andamento
        [over] encerrado
        [cancelled] cancelado
       *[other] { $status }
    }
pages-won-chips =
    { $count ->
        [one] ganhou { $count } ficha
       *[other] ganhou { $count } fichas
    }
pages-game-result =
    { $result ->
        [won] vitória
        [lost] derrota
        [abandoned] abandonada
       *[other] { $result }
    } { $reason ->
        [score] por pontos
        [time] por tempo
        [resign] por desistência
       *[other] { "" }
    }
pages-watch = Assistir
pages-review = Análise
pages-record = Registro
pages-hints =
    { $count ->
        [one] { $count } dica
       *[other] { $count } dicas
    }
pages-undos =
    { $count ->
        [one] { $count } jogada desfeita
       *[other] { $count } jogadas desfeitas
    }
pages-ended-before-deal = terminou antes da primeira distribuição
pages-no-games = Nenhuma partida terminada ainda.
pages-seat-name = { $name } (assento { $seat })
pages-versus = { $first } x { $second }
pages-hand-end-of-four = { $title } (pontos na mão: { $pips }).
pages-hand-end-of-four-points = { $title }. Nesta mão: { $points } (pontos na mão: { $pips }).
pages-final-scores = Placar final: { $first } { $firstScore }, { $second } { $secondScore }.
pages-not-finished = A partida não foi terminada.
pages-abandoned = Fim de partida: a partida foi abandonada, então ninguém vence.
pages-abandoned-wager = Fim de partida: a partida foi abandonada, então ninguém vence e a aposta é devolvida.
pages-over-four =
    { $reason ->
        [score] Fim de partida: { $winners } chegam à pontuação final de { $target } e vencem.
        [time] Fim de partida: acaba o tempo de um relógio de { $losers }: { $winners } vencem por tempo.
        [resign] Fim de partida: { $losers } desistem: { $winners } vencem por desistência.
       *[other] Fim de partida: { $winners } vencem.
    }
pages-over =
    { $reason ->
        [score] Fim de partida: { $winner } chega à pontuação final de { $target } e vence.
        [time] Fim de partida: acaba o tempo no relógio de { $loser }: { $winner } vence por tempo.
        [resign] Fim de partida: { $loser } desiste: { $winner } vence por desistência.
       *[other] Fim de partida: { $winner } vence.
    }
pages-play = ▶ Reproduzir
pages-pause = ❚❚ Pausar
pages-speed = Velocidade
pages-chat = Chat
pages-chat-watching = (espectador)
pages-score-of = Pontos de { $name }
pages-holds =
    { $count ->
        [0] { $name } não tem pedras
       *[other] { $name } tem { $tiles }
    }
pages-action-draw = compra
pages-action-draw-tile = compra { $tile }
pages-action-pass = passa
pages-caption-tied = A mão está trancada e empatada: ninguém pontua.
pages-caption-target = { $seat }: { $action }. { $winner } chega à pontuação final de { $target }.
pages-caption-dealt = A mão { $hand } é distribuída.
pages-caption-action = { $seat }: { $action }. Contagem { $count }.
pages-layout-label = Pedras na mesa, contagem { $count }
pages-replay-abandoned = A partida foi abandonada.
pages-replay-won =
    { $winner } venceu{ $reason ->
        [score] { " " }por pontos
        [time] { " " }por tempo
        [resign] { " " }por desistência
       *[other] { "" }
    }.
pages-replay-won-team =
    { $winners } venceram{ $reason ->
        [score] { " " }por pontos
        [time] { " " }por tempo
        [resign] { " " }por desistência
       *[other] { "" }
    }.
pages-replay = Replay
pages-count-boneyard = Contagem { $count } · monte { $boneyard }
pages-previous-hand-button = « Mão
pages-previous-hand = Mão anterior
pages-back-button = ◀ Voltar
pages-back = Voltar uma ação
pages-forward-button = Avançar ▶
pages-forward = Avançar uma ação
pages-next-hand-button = Mão »
pages-next-hand = Próxima mão
pages-jump-to = Ir para
pages-hand-number = Mão { $hand }
pages-download-record = Baixar o registro
pages-the-record = O registro
pages-review-of = Análise de { $name }
pages-hints-used =
    { $count ->
        [one] { $count } dica usada
       *[other] { $count } dicas usadas
    }
pages-undos-used =
    { $count ->
        [one] { $count } jogada desfeita
       *[other] { $count } jogadas desfeitas
    }
review-where = mão { $hand }, jogada { $move }
review-a-player = um jogador
review-team = { $first } & { $second }
review-points =
    { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $loss ->
        [one] ponto
       *[other] pontos
    }
review-seat-fallback = Assento { $seat }
review-title = Análise das jogadas de { $name }
review-title-four = Análise das jogadas de { $name } (assento { $seat }, { $team })
review-summary =
    Precisão de { NUMBER($accuracy, minimumFractionDigits: 1, maximumFractionDigits: 1) }% em { $count ->
        [one] { $count } decisão
       *[other] { $count } decisões
    }: { $fine ->
        [0] { $fine } boas
        [one] { $fine } boa
       *[other] { $fine } boas
    }, { $inaccuracies ->
        [0] { $inaccuracies } imprecisões
        [one] { $inaccuracies } imprecisão
       *[other] { $inaccuracies } imprecisões
    }, { $mistakes ->
        [0] { $mistakes } erros
        [one] { $mistakes } erro
       *[other] { $mistakes } erros
    }, { $blunders ->
        [0] { $blunders } erros graves
        [one] { $blunders } erro grave
       *[other] { $blunders } erros graves
    }; { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $loss ->
        [0] pontos cedidos
        [one] ponto cedido
       *[other] pontos cedidos
    } no total.
review-costliest = As três jogadas mais caras
review-costly-move =
    mão { $hand }, jogada { $move }: { $played } cedeu { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $loss ->
        [one] ponto
       *[other] pontos
    } ({ $mark ->
        [fine] boa
        [inaccuracy] imprecisão
        [mistake] erro
        [blunder] erro grave
       *[other] { $mark }
    }); melhor: { $best }
review-nothing-given-away = Nenhuma jogada cedeu pontos.
review-set-against-four = Cada decisão é comparada com o que o computador no nível Especialista teria jogado com o que aquele assento podia ver naquele momento (a própria mão, nunca a do parceiro nem as dos adversários).
review-set-against = Cada decisão é comparada com o que o computador no nível Especialista teria jogado com o que você podia ver naquele momento (nunca a outra mão).
review-loss-explained = A perda são os pontos que a jogada cedeu, em média, no resto da mão: abaixo de 2,5 é boa, a partir de 2,5 é uma imprecisão, a partir de 5 um erro, a partir de 10 um erro grave.
review-watch-replay = Assistir ao replay
review-seat-link = Análise de { $name } (assento { $seat })
review-other-link = Análise de { $name }
review-other-seat-link = Análise do outro assento
review-every-choice = Todas as decisões
review-loss = { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
review-no-choices = Nenhuma decisão para analisar: todas as jogadas foram forçadas.
review-not-ready =
    A análise não ficou pronta em { $count ->
        [one] { $count } segundo
       *[other] { $count } segundos
    }: o servidor continua com ela, tente de novo daqui a um minuto.
tournaments-format-knockout = Mata-mata, melhor de { $bestOf }
tournaments-format-swiss =
    Suíço, { $count ->
        [one] { $count } rodada
       *[other] { $count } rodadas
    }
tournaments-format-duplicate =
    Duplicado, { $count ->
        [one] { $count } rodada
       *[other] { $count } rodadas
    } de { $deals ->
        [one] { $deals } distribuição
       *[other] { $deals } distribuições
    }
tournaments-when-full = quando lotar
tournaments-starts-when-full = começa quando lotar
tournaments-starts-at = começa em { $date }
tournaments-free = grátis
tournaments-round-of = rodada { $round } de { $total }
tournaments-name = Nome
tournaments-format = Formato
tournaments-players = Jogadores
tournaments-starts = Começa
tournaments-default-name = Torneio de { $name }
tournaments-default-name-mine = Meu torneio
tournaments-knockout = Mata-mata
tournaments-swiss = Suíço
tournaments-duplicate = Duplicado
tournaments-rounds-swiss = Rodadas (suíço)
tournaments-deals-duplicate = Distribuições por rodada (duplicado)
tournaments-match-knockout = Confronto (mata-mata)
tournaments-one-game = uma partida
tournaments-best-of = melhor de { $bestOf }
tournaments-draw = Pedras por jogador
tournaments-tiles =
    { $count ->
        [one] { $count } pedra
       *[other] { $count } pedras
    }
tournaments-final-score = Pontuação final
tournaments-minutes-a-hand = Minutos por mão
tournaments-entry-fee = Inscrição (fichas)
tournaments-prize-split = Divisão do prêmio, % por colocação
tournaments-fewest-players = Mínimo de jogadores
tournaments-most-players = Máximo de jogadores
tournaments-draw-teams = Duplas (5 pedras, quatro por mesa)
tournaments-fewest-teams = Mínimo de duplas
tournaments-most-teams = Máximo de duplas
tournaments-in-minutes =
    { $count ->
        [one] em { $count } minuto
       *[other] em { $count } minutos
    }
tournaments-in-an-hour = em uma hora
tournaments-create = Criar o torneio
tournaments-computers = Jogadores do computador (entram de graça)
tournaments-fill = Se não lotar, o computador ocupa os lugares vagos
tournaments-fill-never = nunca
tournaments-fill-after =
    { $count ->
        [one] depois de { $count } minuto
       *[other] depois de { $count } minutos
    }
tournaments-computer-level = Nível do computador
tournaments-computers-rules = Jogadores do computador participam: entram de graça e não ganham fichas (o prêmio vai para as pessoas, na ordem em que terminaram), e as partidas contra eles não contam para o rating.
tournaments-fill-rules =
    Se não lotar { $count ->
        [one] { $count } minuto
       *[other] { $count } minutos
    } depois de criado e alguém já tiver entrado, o computador ({ $level }) ocupa os lugares vagos e ele começa.
tournaments-fill-rules-seconds = Se não lotar { $count } segundos depois de criado e alguém já tiver entrado, o computador ({ $level }) ocupa os lugares vagos e ele começa.
tournaments-title = Torneios
tournaments-upcoming = Próximos
tournaments-running-heading = Em andamento
tournaments-finished-heading = Encerrados
tournaments-none-upcoming = Nenhum torneio está aceitando inscrições agora: crie um abaixo.
tournaments-none-running = Nenhum em andamento agora.
tournaments-none-finished = Nenhum encerrado ainda.
tournaments-create-heading = Criar um torneio
tournaments-sign-up-to-create = Cadastre-se para criar um torneio ou participar de um.
tournaments-how-played = Como se joga
tournaments-each-game =
    Cada partida: { $draw } pedras por jogador, até { $target } pontos, { $count ->
        [one] { $count } minuto
       *[other] { $count } minutos
    } por mão no relógio; um jogador que não aparece perde pelo relógio.
tournaments-swiss-rules =
    { $count ->
        [one] { $count } rodada
       *[other] { $count } rodadas
    }; a cada rodada você enfrenta um jogador com pontuação parecida com a sua, nunca o mesmo duas vezes. Uma vitória vale 1, uma folga também 1. Desempates: Buchholz (as pontuações dos seus adversários), depois pontos a favor menos pontos contra, depois rating.
tournaments-duplicate-rules =
    { $count ->
        [one] { $count } rodada
       *[other] { $count } rodadas
    }; a cada rodada você enfrenta um jogador com pontuação parecida com a sua, nunca o mesmo duas vezes, e joga { $deals ->
        [one] a distribuição da rodada
       *[other] cada uma das { $deals } distribuições da rodada
    } duas vezes, uma de cada lugar. Todas as mesas da rodada jogam as mesmas distribuições, então ninguém tem mais sorte com as pedras que os outros. Classificação: o saldo de pontos em todas as distribuições (pontos a favor menos pontos contra), depois as rodadas vencidas (pontos iguais valem ½, uma folga 1), depois Buchholz, depois rating.
tournaments-duplicate-private = Enquanto uma rodada é jogada, as partidas dela são privadas: ninguém além dos dois jogadores pode assisti-las. Os replays ficam abertos a todos quando a rodada acaba.
tournaments-split-place = { $place }º { $percent }%
tournaments-entry-rules =
    Inscrição de { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }; o pote (todas as inscrições) é dividido assim: { $split }, arredondado para baixo em fichas inteiras, e o que sobra vai para o vencedor.
tournaments-withdraw-for-fee = Cancele a inscrição antes do início para receber o valor de volta.
tournaments-free-to-enter = Inscrição grátis.
tournaments-teams-of-two = Em duplas
tournaments-teams-rules = Jogado em duplas, em partidas de quatro: os parceiros se sentam frente a frente, jogam por uma só pontuação e ganham ou perdem juntos. As duplas têm cabeças de chave, adversários e colocações como os jogadores (o rating de uma dupla é a média dos seus dois membros).
tournaments-teams-entry = Cada um se inscreve sozinho. Para jogar com um parceiro, escreva o nome dele ao se inscrever e peça que ele escreva o seu. No início, o salão forma as outras duplas pelo rating: o melhor com o mais fraco. Se sobrar um, ele fica de fora e recebe a inscrição de volta: o último jogador do computador a entrar ou, se não houver, a última pessoa.
tournaments-teams-prize = Cada um paga a própria inscrição; o prêmio de uma dupla é dividido igualmente entre os dois membros.
tournaments-game-over = partida { $game }: { $scores }
tournaments-game-play = partida { $game }: jogue sua partida
tournaments-game-watch = partida { $game }: assistir
tournaments-deal-done = distribuição { $deal }, { $first } no lugar 1: jogada (o resultado aparece quando a rodada terminar)
tournaments-deal-over = distribuição { $deal }, { $first } no lugar 1: { $scores }
tournaments-deal-play = distribuição { $deal }, { $first } no lugar 1: jogue sua partida
tournaments-deal-playing = distribuição { $deal }, { $first } no lugar 1: em andamento
tournaments-board-points = pontos: { $first } { $firstPoints }, { $second } { $secondPoints }
tournaments-bye = — folga
tournaments-versus = x
tournaments-final = Final
tournaments-round = Rodada { $round }
tournaments-player = Jogador
tournaments-team-heading = Dupla
tournaments-score = Pontos
tournaments-buchholz = Buchholz
tournaments-won-short = V
tournaments-lost-short = D
tournaments-byes = Folgas
tournaments-cancel-confirm = Cancelar este torneio? Cada inscrito recebe a inscrição de volta, e isso não pode ser desfeito.
tournaments-sign-up-to-enter = Cadastre-se para participar.
tournaments-withdraw-fee =
    { $count ->
        [one] Cancelar inscrição ({ $count } ficha de volta)
       *[other] Cancelar inscrição ({ $count } fichas de volta)
    }
tournaments-withdraw = Cancelar inscrição
tournaments-full = Lotado
tournaments-enter-fee =
    { $count ->
        [one] Inscrever-se por { $count } ficha
       *[other] Inscrever-se por { $count } fichas
    }
tournaments-enter = Inscrever-se
tournaments-partner = Parceiro (opcional)
tournaments-cancel = Cancelar o torneio
tournaments-place = { $place }º lugar
tournaments-nobody-entered = Ninguém se inscreveu ainda.
tournaments-team = dupla { $team }
tournaments-entered =
    { $entrants ->
        [0] { $entrants } inscritos
        [one] { $entrants } inscrito
       *[other] { $entrants } inscritos
    } de { $max } (no mínimo { $min })
tournaments-made-by = criado por { $name }
tournaments-prizes = Prêmios
tournaments-prize =
    { $place }º lugar: { $count ->
        [0] { $count } fichas
        [one] { $count } ficha
       *[other] { $count } fichas
    }
tournaments-pool-grows =
    O pote é a soma das inscrições: { $count ->
        [one] { $count } ficha a mais
       *[other] { $count } fichas a mais
    } a cada jogador.
tournaments-no-prize = Sem prêmio: inscrição grátis.
tournaments-standings = Classificação
tournaments-commitment = Compromisso da rodada (o SHA-256 da semente dela):
tournaments-seed = Semente da rodada:
tournaments-seed-later = A semente aparece quando todos os confrontos da rodada estiverem decididos.
tournaments-download-data = Baixar os dados do torneio
tournaments-taking-entries = Torneios com inscrições abertas:
tournaments-soon-when-full = { $name } ({ $entrants }/{ $max }, começa quando lotar)
tournaments-soon-at = { $name } ({ $entrants }/{ $max }, começa em { $date })
rules-title = Como jogar All Fives
rules-learn-by-playing-link = uma primeira partida guiada
rules-intro = All Fives (também chamado de Muggins) é um jogo para dois jogadores com um dominó duplo-seis. Você marca pontos sempre que sua jogada deixa as pontas abertas da mesa somando um múltiplo de cinco, e vence o primeiro jogador a chegar à pontuação final.
rules-tiles-heading = As pedras e o seu peso
rules-tiles = O jogo tem 28 pedras: todos os pares de números de 0 a 6, da 0-0 à 6-6, com 168 pontos ao todo. O peso de uma pedra é a soma dos seus pontos: a 6-4 pesa 10, então é mais pesada que a 5-3, que pesa 8; a 1-0 é mais leve que as duas.
rules-weight-caption = A 6-4 (peso 10) é mais pesada que a 5-3 (peso 8); a 1-0 (peso 1) é a mais leve das três.
rules-tie-caption = As duas pesam 9. Na primeira saída, o empate fica com a pedra que tem o número mais alto: a 6-3 ganha da 5-4.
rules-weight-decides = O peso decide duas coisas. Na primeira mão, se ninguém tiver carroça, sai o jogador com a pedra mais pesada, e sai com ela. E quando uma mão fica trancada, ganha o jogador cujas pedras somam menos.
rules-deal-heading = A distribuição e a saída
rules-deal = Cada jogador pega 7 ou 9 pedras viradas para baixo, conforme o que a mesa escolheu; as demais formam o monte. Você pode escolher suas pedras uma a uma ou apertar Comprar automaticamente: as pedras estão embaralhadas viradas para baixo, então dá no mesmo.
rules-lead = Na primeira mão, sai o jogador com a carroça mais alta (a 6-6; senão, a 5-5, e assim por diante até a 0-0), e ele tem de sair com essa carroça. Se ninguém tiver carroça, sai a pedra mais pesada. Nas mãos seguintes, sai o vencedor da mão anterior, com a pedra que quiser; depois de uma mão trancada que ninguém venceu, sai o jogador que não saiu naquela mão.
rules-count-heading = O spinner, as quatro pontas e a contagem
rules-joining = Encoste uma pedra da sua mão numa ponta aberta: as metades que se tocam precisam ter o mesmo número. A carroça é colocada atravessada. A primeira carroça jogada é o spinner: dá para jogar nela pelos quatro lados. Suas pontas de cima e de baixo se abrem quando já há pedras encostadas nos seus dois lados, então a mesa tem no máximo quatro pontas abertas: esquerda, direita, cima e baixo.
rules-count = Depois de cada jogada, somam-se as pontas abertas: o número de fora de cada pedra de ponta, as duas metades de uma carroça que está numa ponta, e as duas metades do spinner enquanto não houver pedras nos seus dois lados (a partir daí ele não conta nada, e uma ponta de cima ou de baixo vazia também não conta). Se essa contagem for um múltiplo de cinco (5, 10, 15, …), o jogador que acabou de jogar marca esses pontos na hora.
rules-spinner-caption = A 5-5 abre o jogo e é o spinner. Sozinha, conta as duas metades: 10, então quem saiu marca 10.
rules-left-caption = A 5-2 na esquerda: 2 + 10 (o spinner ainda conta as duas metades) = 12. Não marca pontos.
rules-right-caption = A 5-3 na direita: os dois lados do spinner estão cobertos, então ele não conta mais nada e suas pontas de cima e de baixo se abrem. 2 + 3 = 5: marca 5.
rules-four-ends-caption = A 5-6 em cima (contagem 11), depois a 5-4 embaixo: as quatro pontas somam 2 + 3 + 6 + 4 = 15, marca 15.
rules-drawing-heading = Comprar
rules-drawing = Se você pode jogar, tem de jogar. Só quando nenhuma pedra da sua mão serve em nenhuma ponta aberta é que você compra do monte, uma pedra de cada vez, até comprar uma que sirva; então você tem de jogá-la. As compras fazem parte da sua vez, e seu relógio corre enquanto você compra. Se o monte estiver vazio e você não puder jogar, você passa.
rules-stuck-caption = Com as pontas mostrando 2, 3, 6 e 4, nenhuma das pedras 0-0, 0-1 e 1-1 serve: você tem de comprar.
rules-draw-caption = Do monte virado para baixo você compra a 0-5, que não serve, e depois a 1-6, que serve no 6 da ponta de cima.
rules-drawn-play-caption = Você tem de jogá-la: a 1-6 na ponta de cima deixa a contagem em 2 + 3 + 1 + 4 = 10, e você marca 10.
rules-hand-end-heading = O fim de uma mão
rules-domino = O jogador que joga sua última pedra bate: ele vence a mão e marca os pontos que sobraram na mão do adversário, arredondados para o múltiplo de cinco mais próximo (resto 1 ou 2 arredonda para baixo, 3 ou 4 para cima: de 0 a 2 pontos não marca nada, de 3 a 7 marca 5, de 8 a 12 marca 10, e assim por diante).
rules-bonus-caption = O bônus da batida: você joga sua última pedra enquanto o adversário tem a 6-4 e a 3-1, 14 pontos, que arredondam para 15. Você marca 15.
rules-blocked = Uma mão fica trancada quando o monte está vazio e ninguém tem uma pedra que sirva. Então vence quem tiver menos pontos na mão, e marca os pontos da mão do adversário, arredondados do mesmo jeito. Se os dois tiverem os mesmos pontos, ninguém marca.
rules-winning-heading = Vencer a partida
rules-winning = O primeiro jogador a chegar à pontuação final vence naquele momento, mesmo no meio de uma mão. Uma jogada que marca pontos e também esvazia sua mão soma primeiro os próprios pontos; se eles chegarem à pontuação final, a partida termina ali e o bônus da batida não é somado.
rules-clock = Com relógio, cada jogador tem os minutos por mão que a mesa definiu. Seu relógio só corre na sua vez, compras incluídas, e é zerado no início de cada mão. Se ele chegar a zero, você perde a partida e a aposta. Você pode desistir a qualquer momento; desistir também perde a partida e a aposta.
rules-partners-heading = Quatro jogadores: dois contra dois
rules-partners = All Fives é jogado muitas vezes por quatro, em duas duplas. Os parceiros se sentam frente a frente, e o jogo segue no sentido horário. Cada jogador recebe 5 pedras, e 8 ficam no monte. Os parceiros jogam por uma só pontuação: o que qualquer um dos dois marcar vai para a dupla, e vence a primeira dupla a chegar à pontuação final. Você não pode mostrar nem contar suas pedras ao parceiro, e enquanto uma mão está sendo jogada os parceiros não podem conversar no chat.
rules-seating-caption = Quatro à mesa: você e seu parceiro sentam frente a frente, com um adversário de cada lado. O jogo segue no sentido horário: você, o adversário à sua esquerda, seu parceiro, o adversário à sua direita.
rules-seat-you = Você
rules-seat-opponent = Adversário
rules-seat-partner = Parceiro
rules-clockwise = ↻ sentido horário
rules-partners-lead = A primeira mão é aberta por quem tiver a carroça mais alta; depois, o vencedor de cada mão sai na seguinte. Quando você joga sua última pedra, sua dupla marca os pontos que sobraram nas mãos dos dois adversários, primeiro somados e depois arredondados uma única vez. As pedras do seu parceiro não contam.
rules-partners-bonus-caption = Você bate enquanto os adversários têm a 2-1 e a 3-1 e seu parceiro tem a 6-6. Os 3 + 4 = 7 pontos dos adversários arredondam uma única vez para 5: sua dupla marca 5 (arredondando cada mão antes daria 10). Os 12 pontos do seu parceiro não contam.
rules-partners-blocked = Uma mão trancada vai para a dupla com menos pontos somando as suas duas mãos; ela marca os pontos da outra dupla, arredondados uma única vez, e o jogador dela com menos pontos sai na mão seguinte. Se o seu relógio zerar ou você desistir, sua dupla perde a partida.
rules-rule-book = Cada detalhe que o programa segue está escrito no livro de regras que acompanha o seu código-fonte, docs/rules.md; os registros das partidas e as mensagens para os jogadores de computador estão descritos em docs/formats.md.
rules-history-heading = Um pouco de história
rules-history-dice = O dominó descende dos dados. Cada pedra dos jogos chineses originais mostra uma das 21 maneiras como dois dados podem cair, por isso as pedras chinesas não têm brancos; em compensação, algumas pedras aparecem duas vezes. Segundo os historiadores, já existia por volta do ano 1120 um jogo chinês de 32 peças.
rules-history-europe = O dominó parece ter sido desconhecido na Europa até o século XVIII, e sua forma moderna talvez tenha sido inventada na Itália. Os jogos ocidentais acrescentam o branco, o que forma todos os pares da 0-0 à 6-6: as 28 pedras jogadas aqui. O nome viria, ao que parece, das fantasias de baile de máscaras chamadas dominós, cujos buracos para os olhos lembravam as pedras com seus pontos.
rules-history-oldest = Diz-se que o jogo mais antigo conhecido foi encontrado entre as ruínas de Tebas, no túmulo de Tutancâmon, rei do Egito na 18ª dinastia, no século XIV a.C., e que está guardado no Cairo. Desde então o jogo é jogado por jovens e velhos no mundo inteiro, reis e presidentes entre eles: Lyndon B. Johnson jogava com os amigos no Texas.
rules-back-to-lobby = Voltar ao salão
rules-sign-in-to-play = Entre para jogar
tutorial-setting-up = Preparando a mesa…
tutorial-title = Sua primeira partida
tutorial-partners-title = Jogando com um parceiro
tutorial-progress = Passo { $step } de { $total }
tutorial-partners-progress = Em dupla: passo { $step } de { $total }
tutorial-last-step = Último passo
tutorial-end-next-hand = { $say } Clique em “Próxima mão” para ver como se pontua uma mão trancada.
tutorial-next-partners = Próximo: quatro jogadores, dois contra dois
tutorial-finish = Concluir
tutorial-done = Esse é o jogo inteiro: saia, conte as pontas, marque os múltiplos de 5, compre quando não tiver jogo e esvazie sua mão primeiro. Vence quem chegar primeiro à pontuação final ({ $target } aqui).
tutorial-ready = Agora você já sabe jogar.
tutorial-play-computer = Jogue contra o computador
tutorial-read-rules = Leia as regras
tutorial-leave = Sair do tutorial
tutorial-hint-reason = a jogada que este passo ensina
tutorial-player-you = Você
tutorial-player-tutor = Bot tutor
tutorial-step-0 = Boas-vindas! Esta é uma mesa de verdade contra um computador que segue um roteiro. Cada um recebeu 7 pedras. Na primeira mão sai a carroça mais alta: você tem a 5-5, então saia com ela: clique na 5-5 e depois na mesa. Jogue a 5-5.
tutorial-step-1 = Você saiu com a 5-5, a carroça mais alta distribuída. A primeira carroça jogada é o spinner. Uma 5-5 sozinha conta as duas metades: 10, um múltiplo de 5, então você marca 10.
tutorial-step-2 = O computador encostou a 2-5 na esquerda. Agora as pontas mostram 2 e as duas metades do spinner (10): uma contagem de 12, que não é múltiplo de 5, então ninguém marca. Agora jogue a 3-5 na ponta da direita (a destacada).
tutorial-step-3 = Com pedras nos seus dois lados, o spinner para de contar: a contagem é o 2 da esquerda mais o 3 da direita, ou seja, 5. Você marca 5.
tutorial-step-4 = Os dois lados do spinner estão ocupados, então as pontas de cima e de baixo também estão abertas. O computador jogou a 5-6 em cima: 2 + 3 + 6 = 11, não marca. Agora jogue a 4-5 na ponta de baixo (a destacada).
tutorial-step-5 = Você jogou a 4-5 embaixo: as pontas mostram 2, 3, 6 e 4, uma contagem de 15. Você marca 15.
tutorial-step-6 = O computador jogou a carroça 2-2 na esquerda. Uma carroça numa ponta conta as duas metades, 4: a contagem é 4 + 3 + 6 + 4 = 17. Agora jogue a 3-3 na ponta da direita (a destacada).
tutorial-step-7 = Sua carroça 3-3 na direita conta 6: 4 + 6 + 6 + 4 = 20. Você marca 20.
tutorial-step-8 = O computador também marca: a 3-6 na sua 3-3 deixa um 6 na direita, e 4 + 6 + 6 + 4 = 20. Agora jogue a 1-6 na ponta de cima (a destacada).
tutorial-step-9 = A 1-6 na ponta de cima: 4 + 6 + 1 + 4 = 15. Você marca 15.
tutorial-step-10 = O computador não tinha nenhuma pedra que servisse em alguma ponta, então comprou do monte até tirar uma que servisse: a 1-3.
tutorial-step-11 = Ele jogou em cima a 1-3 que comprou: 4 + 6 + 3 + 4 = 17, não marca. Agora jogue a 2-4 na ponta de baixo (a destacada).
tutorial-step-12 = A 2-4 embaixo: 4 + 6 + 3 + 2 = 15. Você marca 15.
tutorial-step-13 = O computador jogou a 0-3 em cima. Uma ponta que mostra 0 não conta nada: 4 + 6 + 0 + 2 = 12. Clique no monte para comprar.
tutorial-step-14 = Sua 1-4 não serve em nenhuma ponta (2, 6, 0, 2), então você comprou: a 4-6 serve, e uma pedra que serve tem de ser jogada. Agora jogue a 4-6 na ponta da direita (a destacada).
tutorial-step-15 = A 4-6 na direita: 4 + 4 + 0 + 2 = 10. Você marca 10.
tutorial-step-16 = O computador jogou a 0-0 em cima (a carroça de branco conta 0): 4 + 4 + 0 + 2 = 10, então ele marca 10. Agora jogue a 1-4 na ponta da direita (a destacada).
tutorial-end = Bati! Você jogou sua última pedra. O computador ainda tem a 0-5: 5 pontos, arredondados para o múltiplo de 5 mais próximo, dão 5, e você marca esses pontos.
tutorial-blocked = Quando o monte está vazio e ninguém pode jogar, a mão fica trancada: quem tiver menos pontos na mão vence e marca os pontos da outra mão, arredondados do mesmo jeito. Digamos que você tenha 3 pontos e o computador 13: você marca 15. Pontos iguais: ninguém marca.
tutorial-partners-step-0 = Agora o mesmo jogo para quatro, dois contra dois. Seu parceiro senta à sua frente, no alto; os jogadores à sua esquerda e à sua direita são uma dupla contra vocês dois. Cada um tem 5 pedras, e o que um jogador marca vai para a pontuação da sua dupla. A vez passa no sentido horário: você, Ada à sua esquerda, Sam seu parceiro, Ivy à sua direita. Você tem a carroça mais alta distribuída, a 5-5: saia com ela. Jogue a 5-5.
tutorial-partners-step-1 = A 5-5 sozinha conta 10: sua dupla marca 10. Ada, à sua esquerda, é a próxima a jogar.
tutorial-partners-step-2 = Ada encostou a 4-5 na esquerda: 4 + 10 = 14, não marca. Agora é a vez de Sam, seu parceiro.
tutorial-partners-step-3 = Sam, seu parceiro, jogou a 5-6 na direita. Com os dois lados cobertos, o spinner para de contar (suas pontas de cima e de baixo contam quando recebem uma pedra): 4 + 6 = 10. Os pontos de Sam são da sua dupla: mais 10 para vocês dois.
tutorial-partners-step-4 = Ivy jogou a 0-5 embaixo: 4 + 6 + 0 = 10, e a dupla dela marca 10. Agora jogue a 1-6 na ponta da direita (a destacada).
tutorial-partners-step-5 = A 1-6 na direita: 4 + 1 + 0 = 5. Sua dupla marca 5.
tutorial-partners-step-6 = Ada jogou a 1-4 na direita: 4 + 4 + 0 = 8, não marca.
tutorial-partners-step-7 = Sam, seu parceiro, jogou a 0-2 embaixo: 4 + 4 + 2 = 10. 10 para a sua dupla.
tutorial-partners-step-8 = Ivy jogou a carroça 4-4 na esquerda, que conta as duas metades: 8 + 4 + 2 = 14, não marca. Agora jogue a 2-3 na ponta de baixo (a destacada).
tutorial-partners-step-9 = A 2-3 embaixo: 8 + 4 + 3 = 15. Sua dupla marca 15.
tutorial-partners-step-10 = Ada jogou a 4-6 na esquerda: 6 + 4 + 3 = 13, não marca.
tutorial-partners-step-11 = Sam, seu parceiro, jogou a 3-5 embaixo: 6 + 4 + 5 = 15. 15 para a sua dupla.
tutorial-partners-step-12 = Ivy jogou a 2-5 embaixo: 6 + 4 + 2 = 12. Agora jogue a 0-6 na ponta da esquerda (a destacada).
tutorial-partners-step-13 = A 0-6 na esquerda deixa um branco, que não conta nada: 0 + 4 + 2 = 6.
tutorial-partners-step-14 = Ada abriu a ponta de cima com a 1-5: 0 + 4 + 1 + 2 = 7.
tutorial-partners-step-15 = Sam, seu parceiro, jogou a 2-4 na direita: 0 + 2 + 1 + 2 = 5. 5 para a sua dupla.
tutorial-partners-step-16 = Ivy jogou a 2-6 embaixo: 0 + 2 + 1 + 6 = 9. Agora jogue a 1-3 na ponta de cima (a destacada).
tutorial-partners-end = Bati! Você jogou sua última pedra, e sua dupla marca o que os dois adversários ainda têm, somado e arredondado uma única vez: a 1-1 de Ada (2 pontos) e a 3-3 de Ivy (6 pontos) dão 8, que arredonda para 10. A 0-0 de Sam é da sua própria dupla, então não conta.
