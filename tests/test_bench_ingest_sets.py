"""The labelled chat sets of `memlineage bench ingest` (plain unit tests, no servers): the sets already measured
generate exactly what they generated when their figures were taken, each set first written as a held-out one is
labelled so the scorer can find its values, and it shared no wording with the sets written before it."""

from __future__ import annotations

import hashlib
import json
import re

import pytest

from memlineage_bench import ingest
from memlineage_bench.ingest import Conversation, Turn, generate

# sha256 of every generated turn (role, content, label, value, question, further memories) for seeds 1–3, taken
# before the "dev6" set was added ("dev6" itself before "dev7" was, "dev7" before "dev8" was, and "dev8" as written,
# before it was ever run): adding or renaming a set must not change a set whose figures are already published ("dev6"
# and "dev7", called "heldout" and "heldout7" until stop 25, and "dev8", called "heldout8" until stop 26, were renamed
# with these digests unchanged; "dev9", called "heldout9" until its one run at stop 26, as written, before that run;
# "dev10", called "heldout10" until its one run at stop 27, as written, before that run; "dev11", called "heldout11"
# until its one run at stop 28, as written, before that run; "dev12", called "heldout12"
# until its one run at stop 29, as written, before that run; "dev13", called "heldout13"
# until its one run at stop 29, as written, before that run; "dev14", called "heldout14"
# until its one run at stop 30, as written, before that run; "dev15", called "heldout15"
# until its one run at stop 30, as written, before that run; "dev16", called "heldout16"
# until its one run at stop 31, as written, before that run; "dev17" and "dev18", called "heldout17" and
# "heldout18" until their one run at stop 31, as written, before that run; "dev19" and "dev20", called "heldout19" and
# "heldout20" until their one run at stop 31, as written, before that run; "dev21", called "heldout21"
# until its one run at stop 31, as written, before that run; "dev22", called "heldout22"
# until its one run at stop 32, as written, before that run; "dev23" and "dev24", called "heldout23" and
# "heldout24" until their one run at stop 32, as written, before that run; "dev25", called "heldout25" until its
# held-out runs at stop 34, as written, before them; "dev26", called "heldout26" until its held-out runs at stop
# 34, as written, before them; "dev27" and "dev28", called "heldout27" and "heldout28" until their held-out runs
# at stop 35, as written, before them; "dev29", called "heldout29" until its held-out runs at stop 35, as written,
# before them; "dev30" and "dev31", called "heldout30" and "heldout31" until their held-out runs at stops 35–37, as
# written, before them; "dev32", called "heldout32" until its held-out runs at stop 37, as written, before them;
# "dev33" and "dev34", called "heldout33" and "heldout34" until their held-out runs at stops 37–40 and 38–40, as
# written, before them; "dev35" and "dev36", called "heldout35" and "heldout36" until their held-out runs at stops
# 39–41 and 40–41, as written, before them; "dev37", called "heldout37" until its held-out runs at stop 41, as
# written, before them; "dev38", called "heldout38" until its held-out runs at stops 41–42, as written, before them;
# "dev39", called "heldout39" until its held-out runs at stop 42, as written, before them; "dev40", called "heldout40"
# until its held-out runs at stop 42, as written, before them; "dev41", called "heldout41" until its held-out runs at
# stop 43, as written, before them; "dev42", called "heldout42" until its held-out runs at stops 43–44, as written,
# before them; "dev43", called "heldout43" until its held-out runs at stops 44–45, as written, before them;
# "dev44", called "heldout44" until its held-out runs at stops 44–46, as written, before them; "dev45", called
# "heldout45" until its held-out runs at stops 45–46, as written, before them; "dev46", called
# "heldout46" until its held-out runs at stops 46–47, as written, before them; "dev47", called "heldout47" until its
# held-out runs at stops 46–47, as written, before them; "dev48", called "heldout48" until its held-out runs at stops
# 47–48, as written, before them; "dev49", called "heldout49" until its held-out runs at stops 48–49, as written,
# before them; "heldout50" as written, before it was ever run; "heldout51" as written, before it was ever run;
# "heldout52" as written, before it was ever run).
PINNED = {
    "tuning": ["ff48b82a026207f5f3a0e90ce9277860471b353de976cf41537e4ebe0f940981",
               "ea4295cd0651afbeea70591b7f38747cdcde01490ebfec0ccebdf86d294de94f",
               "d866847742795217fe8644c1214701561d0a4271adaab686e9b7c9c99f317949"],
    "dev": ["47adee5604f8270aebcdab9ceacfb5c291a13df4ecb0dda9f7e84f9107a2aac4",
            "353eed34082d929d4c2947815869930e291d2e43ffa8ba7d746c4452848a8f14",
            "a25cc37a709fcc7e8830361fc4925770b86397959ea0a30001e6b299d850b2e3"],
    "dev2": ["9ca0b5b0506c3d70124547d1f9c598016ba8a8c51d215f60605093d3703760d9",
             "20fafb4a0d79f3367b9623b3c1bad4da27c727428d2e88edc19ed0e494858c48",
             "33e89de0a3be89e01b6e6d578fbf991af4025eaf95f71f1737cf8528356f77e7"],
    "dev3": ["afa917e39398bfe4f4cc3cd2a48266533019031a68f8897a2ec75f75537373ba",
             "5c43535f914f19048e3ebd70cc58d06f8d7cb574f24c661eeab89139715b7c55",
             "d74cae8931a1d92a83f033d844b2c9973e1f21c829cdc130d39cfaf52e5a96d2"],
    "dev4": ["77245059de01b3328863cc156b5b3cdbcb97f0dbdfea54e44ab95862cf82d40c",
             "4397972e3567c2987f63be1fe3ddeed0cc6fa63153dae2ee37056474e8175257",
             "8541aa7a307aaec10be8446d60e89f82f8d79dd3dd506a6a7662efbf6ef2dd7f"],
    "dev5": ["ef3cc9e07701b8772cacfe388a8d7fcb171190b7041e5cf5fc109239529bf8bb",
             "0f3aded5d5bafb5deb8ed6474319014a82c629059678cb6534ea7a85184738df",
             "b0117380eea6d34a16a60e63cf62527a2623be50d40e5884d770f9f2efe90a48"],
    "dev6": ["a17f503f2ba472eeff7dcea757a2f28d6931b8c5b82f185a06ecfdbdeece7699",
             "27e0c7fed13a4571d32c7ead63d8437d2e412d3f74a1a3c82efceb1f1b11a8d7",
             "d828717d91468b88bd853174772b50883e447265aa24d056dded3d4fcac64d18"],
    "dev7": ["6fa79fe331a79506ae62d890204890db1a1accf66f4f2e331e78ee9575a3502d",
             "14d58143ae01cc71d2444ac00884c40a65c2ec3d432ecfe5878b5808a234d97f",
             "1e6c01a967f640218555b0a9339f72d1d8315e350dc59e1a78865a890daa7fec"],
    "dev8": ["1538b3cc6be8fa2dc7fae4fdc1e76bba5f11fe04d6e62d559369c4ed4528c871",
             "0215f53ed3809efc2e0b62b0c1e586c0dece970adb84a8c311d093e740b48225",
             "cb8fb0abcdce8b704b777b0284a4150edf6d3720d0985d4d7225ec6c0844eb2e"],
    "dev9": ["d46a7466ccf234497c1878686cffa6516bc31f69cd9d80e3f5f96278549ba128",
                 "6f6b7f2a8b2afce042429707daa6d3299c50cb1b1b9411fd2f4e4b41ac47031c",
                 "3263fe261df4f63d05cdb37862a53a13a2f1e6af46babc5ff09284501b27dca9"],
    "dev10": ["635a03c619a5260d62f32a06835cbd53d842b3a061602dccd70d62b10dff3bf6",
                  "0a4702f5245bea83bcc2aaabfdf4a887cdc9977eed7664abf4dfb8fcad138190",
                  "731ff85cb3de40af73ccde3d5c3dba81dfb76d0d980654174daf900f1e651e32"],
    "dev11": ["571e2f5a7e09e8fa452d061e793df5cc0fd4eec97f6e879a0af866682cbbf18c",
                  "d17a4754c18932107cea8a2acd38dfa00e085fc4a0d1609a38d6cc1502bc60f9",
                  "7f215d3c11593f4d1a31a6f25028e7693cfa1a3081a7393d51ce826157fa571f"],
    "dev12": ["af2d008ed568748ebf25b679297944a33e41d28cdfdf7e377955012c84dabb17",
                  "f056255a77058775278b0d64746a132d0f55d0b63f9c935940d6645062e7b902",
                  "d440ab5c7595bdd1ee8330613dbcf41d36f16b0e63c20a02f1c37f33788e3ab4"],
    "dev13": ["162f2d9875dbb385c6789ec645ef4dc53f7841f53dc1de18b3db535fcc6d9631",
                  "bf1a5822c812a532acbb6c027c61b86d3f32161c100570969ca6c8db8d40c59d",
                  "6860f927c582a6276d9f5c61a6b2e3406b0e9796fa236ef11bcb70e9a9c7fea0"],
    "dev14": ["f71ae909d136292e45bb79c199b6f0fbaf4ad3fd53cb264c9af4d513f4976a48",
              "c299b84d15f4572e04f7e571779d0df46b90c715fda9d17ea1cb539a6e5b87c7",
              "7f6e784da58f26f09073a868db4c7a5585e46493cf18501790996b714932072d"],
    "dev15": ["dc207bb8140d31912301e721532dbcc9142617659caf18fde045e85c610c2a80",
              "b6c1ce252b2092271521b253a07f521806b8192109963192b428eae92766dea4",
              "64f4a5aacb5514389aae2990b0ad4eeedf6ff93aee9e5631219f5fe4091f81dc"],
    "dev16": ["94abaea840acae13c915129ad29c6bcf30e027951ab569ff6c4865d4f3987d7c",
              "ea4d0ebd41cbd3c5a6679372615b1b88466d7f55a1253f69b10e2b1b5bb7cdba",
              "c9e6d3beca5f709437e3c32a9bf155eb1241a80480513c3d300866045a51e150"],
    "dev17": ["73dd2bc6c90309fbf228475b2bdd82b0967185713d140ae0224964329bb99613",
              "6f0ae7c737e074fbebaa077a7880e90e7a19ec4519d79ea0b1290117100ba072",
              "e8354484f59835d8bcb2439e12b9f3ffcb9eb1392b5660ded62c296bf05d2909"],
    "dev18": ["59209020120c7f7d6b19ea6671870a066b4e99a1d5141598dab7148af139ba45",
              "518b8a2d97374817d67e87e4a0d9e444f6f4c871d8bded2d0c0129de4fbcb811",
              "e00aacb782c6ea5400c2e8dd23a775ad6e461cff691fa47271c1c82179a476e4"],
    "dev19": ["f2f51609994d922db28f5e3ac1ef170955ae6b616470f2b36d5da5f65835beaf",
              "58c10ed728a57ee13b85b8cbc0adc1249f93a65a0983d515467b362fd08b6e00",
              "a0e1bbf07bcf26becfac7f3e483f4c8c607086e956da0390aafec3dae7e6c0a2"],
    "dev20": ["a39c6393af8c759c2f8f7aea4cc3c161e3abb1035d585ac5aac0154c82ee5111",
              "59205680a1bcf701339cb6e54386103bc2ed2a72c0a95c12c4f44cf2391edca2",
              "7885a8bbd729707bd929ff8e0a9610e5fc27be013703600516063dfacea65191"],
    "dev21": ["c7e59ba85956058aa62786cf5b422b18769428e0aeecb328dc30bd14ac4c83ae",
              "7fd32e5e511a13851db0940c74ab9cd0086ce5887c51f3b9530bf2f1edfb0591",
              "85ac14ac4226c6b7d757c73d05ec6a87593cede71ec340f8aa0d1d8b242dc6db"],
    "dev22": ["a2f564add04dec249a7380fc935290882d177818f47fdf0be055bbd6dd67cead",
              "fa5155811ac7667bd63184d27a419713141241261fd7c8b5c15056ab0a76fe2c",
              "fc9f2ad8e097c5c94dea76f7cece86a37ad69dc48e3fa454df02887452416536"],
    "dev23": ["c9c49b3b5cf8542d4128e08bc959dfc4f22fe3febc2dd37692e5dad484a1bc1d",
              "fdfb93db8ffe195feda742f1a2e228813662d16db9ca0831d5edd79a2cd7faf9",
              "5d0122b3d2e756f2781effc3deb4090576b34fe6e0c7add3bd8581a052e36f39"],
    "dev24": ["7d9686acc4dc40fed55005be88b9b460b4de82cb14ff90cf79d09a4c31ace706",
              "6706628277c622378b695c156428bd6204fd39043a1d6eca84ff861d8a55066b",
              "183b2d2b3081dc9f7e13e92c50bb905687b18feea64252391c135a9484209042"],
    "dev25": ["da2d8b747580f3126b7442f22f7a04ee275796d1d82c185f4fcc8b55e1214253",
                  "7b274e021fed9e90c9c350110cb00d6ee601a8e42b418b814f501417176aee78",
                  "f045e958b2ac8b6075ccac3e8e254d8a72d6bc412848e79a5874bb5f71f41dd9"],
    "dev26": ["f04691eaf08bd6827963b9c95f55b4451a4a46bde1074ac5011dccb1f983fada",
                  "db3ec82d4ab1bab062be1a9333ec7c4a92abf2fad33aff1872e3bbc164824727",
                  "3025d88d092fdd343c03b5a1694050c377f3939b39a3367de4d5bffcc9f920ff"],
    "dev27": ["9fd5b980f745e989721b082069d31a6a5390d74749fea7239a9acd0411b96ef4",
              "30bbecf7cb1a46f5b4ecc6f9d6b2ff0e8490083168cf666c7a80f78d034fa76f",
              "5f24b53ff7483dfb1eddb75e154b79d59916e0ceed98d23e3f44e3dce6230045"],
    "dev28": ["9e67d01b9c8596a67a383ebf245f984bc0ffe6cd6fa28c350270715482672e45",
              "3533897d0866d01036587053649b8618081accc2b97ed0095d18222d4d2197ae",
              "a7cfb5a22fece6bc8f13569607119165aa9178dbbad466da097a91825ea9300b"],
    "dev29": ["f56942d8193467c7f0c2746a8cba2fbefbddfefb064ad6c8a7c7068deaf604ae",
              "89185ddffc9f8fddbba5b3b4349c531ec37094e60fe427e1fd73a539bfda10d3",
              "4611c65627b44c4dab08602d13bbd36a521a0938f32806d0b37dd331c436d7a0"],
    "dev30": ["7ba8d17465a465c6336bba08096dbf935d262e1a681a437e279d83f9284b4d3c",
              "4a2388f4accd693853595527b940c04df9a90f746e96dbbd584117acdb01698a",
              "054352a4a05d5daa15ea6614fe85d8eda7337be81a187fdd7a7363b78c790b17"],
    "dev31": ["68a1175c8513723f88a55d3621cfc42fa8bc6aa0f25ac7e45ef114034bcd98ac",
              "9f9986d831158d68d4fe3f0276a84831a2ed1ccbb8c786526f0b75c3192240a1",
              "35feb8a9805012211296ef4e58492c2843b7de9b6620f316035276857b58e89f"],
    "dev32": ["9f400d2b311abb01e789f117653f792e84cf54f04671b631d10bdd0f2da04565",
              "309f88ad47399c4ec80279669f0a25b0c95c0d1bb1cdcbfbc1a8f4fc4a05a638",
              "5b25bde746b9eb84acff1f6f7986a4d95f000711f40c1a798342bfc4f4fd9154"],
    "dev33": ["6825a0a22cded43a6ec9300836344849a1e7c51d7fd5e94ab8eb5a3f632d2a56",
              "5f62b5dbc8eb4ac5e22562905b4b454c45ed5270df72c50fb5419cf10fe663fe",
              "83b2ca58ebe2f1c78de395d92bf75397af4baf37b0da5b399bc0ed4e25ea4ae1"],
    "dev34": ["49e9c96165a7cef4e1049277c51ec7e277053fd94f32047b7933b264618779ac",
              "cf1333591fc11bab7f10fb6d64c8139da6c6423ee4fad5c6f336cca08c4a7477",
              "2b3925ceb8bf5ae4436b62416af4d0a5f15535f3151d331955757f7b50ac7815"],
    "dev35": ["a30acb181ae9d8e197b5fd437afd36b93e58e85c153841fb1d469ec6a2ac18c5",
              "f5a242bd223efbdf9e26b69e91238d47ccbf0e76f8e24d9679352835b2f3e8b0",
              "b3e510b30eeb071ae98c8117c6c24b645c7e14d1137b0e1c29b773c117aef17b"],
    "dev36": ["d9a729fd3aa79c24de880d540a19a610ecf2f182668e1f04e9c00411ac2bbae8",
              "a6582e06aa1f1e681ba841b2031e325679c9c9c3142e668d33678564b3f6fcf5",
              "de477215adc92766e4ba523a3a3d148e7105d3d51098f7dc5eb0abc8ea978d89"],
    "dev37": ["f81ecd72b3f4cda7a7790fe5ff37ab141a5442df871aeda390f01af1d487b178",
              "f7855ce6ae5d3559fedadb5ce22179d36d35feb867be0c2f1a42eb85028e334e",
              "b7d5219a08b7588b9ef1d38e1d38ac5590c7d03566cf06bfcffddb9b94719503"],
    "dev38": ["e4a62309a9468e3bd955b7be67a214b143ea900d01688f98385de9c296dad4c3",
              "5bceebbfc0df0c38093de4cc8d070861d3d5605942e12a9a654805a50c5cc51b",
              "4f8ac1366440e239ac68e73389566c7a6581beb10519ce6b16b374fba9518ff4"],
    "dev39": ["9e5b21ad2e6e61470c748bd445515421ebb229e4495d1300c1387476de914f54",
              "8a43db5e5a614fda296e7b4a7a13502dd4dbc6d2ed21cc5449bbf3145e8b8a71",
              "ab30326ec7292a788a7efe40e5b58bf628f8f338b148592a40026087b6998215"],
    "dev40": ["db67e3ba76bdf889b89077082931a7aaccba4dcae4514bf8a92682503d902941",
              "4a5a933819d8abb7af040a44cc9d9511fe371dd35a43db81de33c592cb90ba75",
              "8eff91d9ef9d680fa4a0fce3604560b4be1be7b6dbc1f81998a707bd54b799a7"],
    "dev41": ["382b193c5bd39f31fac734140d5178637a1a74bc3acc680e2f36f15be4653ed0",
              "30b9f7cc64ddaf8284212a0dae370ad666c57cf76ab2b57eaebac11ae51b852e",
              "1d161f2a2bbc96f8aa79bc83ab6be5b1a11861b2d064250af98ae2531781dfae"],
    "dev42": ["d7c5df14c0a9cc1933e4d28e7ed520f231d32386d563a8783b618ebb968422a8",
                  "75ae077241c2fa0d879df4256df3506bd6cf4c7e6aa191c2bfd18fd2762457bf",
                  "9d959b533e219d07bb9bccd7adb16540eb564c72ffd33cfe17911fbd2edb9b0b"],
    "dev43": ["f417962fd7eca12ef0994c14861ae1a3164f4b38e17c1ab8defe2971d7d13750",
                  "1b6d5828520caa60341ef221463bc92f86248244c35b13d528b1c3fb3c5b88d6",
                  "2b4cf6f6cf2ca7ff030785a3a59f3fcc1148570ca6514a153eb122501ff22951"],
    "dev44": ["f7c9640178a3809d1cef7a65f3a2b118eb6af28f5c5d88658a74da681cd99a4e",
                  "48cb72d27a6c28f32d541a708961e433af4548665fb68b9b2bc0dafcc90b10b7",
                  "05207d11e116d47da194d4b3451346c6f7303bb082dc185d16aa00b9c3857c47"],
    "dev45": ["715778f1aa436dfb3196b3772b973c2ce4a85b3df8862fa69d91b1073c434ea9",
                  "4d27fbc0d51d3c896c1f5f2714c3065b96b1c19af7723ac4b379f3857c526f9d",
                  "e80cba1a869cb79e3e8e9187f7896049f6e6e671773b934e4174957e55f930bd"],
    "dev46": ["169a04ad8940975d3c4d4db646ff50cb7e328286adfb16b184bf43a56d1833aa",
                  "f533d9a40e790c27c72606ae88b9612af78115ea12f8702e6ea023e6077aa3f0",
                  "0c6ead780e1bc8ed9a38fee356b8653da1c19436d7a65b288ebb059a2d294520"],
    "dev47": ["491a0b23d3ea42bbbe1a1576fa49dcebf9b15a5462f9284feda3e65ce18d0536",
                  "b918b4391054942cd79eae353516365ef8364844599ce22712c360cb282c4b5e",
                  "93c794b43f43a076d88780453a487eae65ee142fdeb1cc459e91d8fb77c38fe3"],
    "dev48": ["445e433d0580e4af056c2860aff8fd5618d4305bb8c58750d2f1c6af0297eabe",
                  "baa305d840e36917db2e8d8535d211c796f4fa731a717e4713891d907fe29c59",
                  "e4e15be82da9512e0f9024cf321a224be60d6a5a9b56f591dc9fb9e9812f5a6b"],
    "dev49": ["85563f426fafcf0a7b81964395691318bb94cf3ef1854521ede2120ab5370daf",
                  "dce0bcaba505b23f9e07d63cdcc44fba8c2ffe72786583dd5ccf604276fb477d",
                  "3e6e03ca74d7b0857d67f4f585171a62e80438026a79aa8d31af5915d7f554cc"],
    "heldout50": ["c729ac9470f4ef6a38a612e8bfd3740e633f40ccf6f47d2d4059d0027dcdcbca",
                  "895a9a8bddcac00ad9cf4795d8d383ab57e077025b3daeb4fc10776b86b506ae",
                  "0cd2a5cb4c745559c7e68b71f8676958bf28864063d6a9e344494a8b4c0ae6e3"],
    "heldout51": ["3f318b2d557b278c15c9337df3f8ab7e045ec72d8cccd5f4024f10c02befb5a0",
                  "47a5cb83cf274d4f192a518110227f20c02936a691f83206ef3e0993cd50f656",
                  "272aa54a3aa38f0f8e2beb44b4056aae725906e111b9e7390741a9160f26eae7"],
    "heldout52": ["38535b65d10ef9271ffeedd67d63e8eeef5b68773acc8b8ae60e1df940791b46",
                  "ca71b1e4e7cc0a0022fc3cfd7a23187b58739d6d3351e871c90293b488e99286",
                  "59eed7fa88279d00f5d09f6f4131cbbcfb9a63f322da8338eb62b8f19b498ca8"],
}

# Every wording set's styles, small talk and traps by name (the tuning set keeps its constraint and fact styles
# beside their vocabulary).
DEVELOPMENT = {
    "tuning": [*ingest.PREF_STYLES, *(s for _, styles, _ in ingest.CONSTRAINT_ITEMS for s in styles),
               *(s for _, _, styles, _ in ingest.FACT_ITEMS for s in styles), *ingest.EVENT_STYLES,
               *ingest.TASK_STYLES, *ingest.SMALLTALK, *ingest.TRAPS],
    **{name: [*getattr(ingest, f"{p}_PREF_STYLES"), *(s for v in getattr(ingest, f"{p}_CONSTRAINTS").values() for s in v),
              *getattr(ingest, f"{p}_FACT_STYLES"), *getattr(ingest, f"{p}_EVENT_STYLES"),
              *getattr(ingest, f"{p}_TASK_STYLES"), *getattr(ingest, f"{p}_SMALLTALK", []),
              *getattr(ingest, f"{p}_TRAPS", [])]
       for name, p in (("dev", "HELDOUT"), ("dev2", "H2"), ("dev3", "H3"), ("dev4", "H4"), ("dev5", "H5"))},
}


def styles(p: str) -> list[str]:
    """Every style, small-talk line and trap of the set whose constants start with ``p``."""
    return [*getattr(ingest, f"{p}_PREF_STYLES"), *(s for v in getattr(ingest, f"{p}_CONSTRAINTS").values() for s in v),
            *getattr(ingest, f"{p}_FACT_STYLES"), *getattr(ingest, f"{p}_EVENT_STYLES"),
            *getattr(ingest, f"{p}_TASK_STYLES"), *getattr(ingest, f"{p}_SMALLTALK"), *getattr(ingest, f"{p}_TRAPS")]


HELDOUT = styles("H6")  # the "dev6" set's wordings (the set was called "heldout" until stop 25)
# The sets written as held-out ones, by wording, with their constants' prefix and the sets written before them (each
# newer set must share nothing with any of those). "dev6" … "dev41" are development data now ("dev23" and
# "dev24" were written at the same time as "dev22", in other hands: each is checked against dev22 too; "dev25" is
# checked against every set before it, dev24 included, and "dev26" against every set before it, dev25 included;
# "dev27" is checked against every set before it, dev26 included, and "dev28" against every set before it, dev27
# included; "dev29" against every set before it, dev27 and dev28 included; "dev30" against every set before it, dev29
# included, and "dev31" against every set before it, dev30 included; "dev32" against every set before it, dev31
# included; "dev33" against every set before it, dev32 included, and "dev34" against every set before it, dev33
# included; "dev35" against every set before it, dev34 included, and "dev36" against every set before it, dev35
# included; "dev37" against every set before it, dev36 included, and "dev38" against every set before it, dev37
# included, and "dev39" against every set before it, dev38 included, and "dev40" against every set before it, dev39
# included, and "dev41" against every set before it, dev40 included, and "dev42" against every set before it, dev41
# included, and "dev43" against every set before it, dev42 (then heldout42) included, and "dev44" against every set
# before it, dev43 (then heldout43) included, and "dev45" against every set before it, dev44 (then heldout44)
# included, and "dev46" against every set before it, dev45 (then heldout45) included, and "dev47" against every set
# before it, dev46 (then heldout46) included, and "dev48" against every set before it, dev47 (then heldout47)
# included, and "dev49" against every set before it, dev48 (then heldout48) included); "heldout50" is held out
# (checked against every set before it, dev49 (then heldout49) included), and "heldout51" is held out (checked against
# every set before it, heldout50 included), and "heldout52" is held out (checked against every set before it,
# heldout51 included).
#: The sets written as held-out ones, in the order they were written, with their constants' prefix.
WRITTEN = (("dev6", "H6"), *((f"dev{n}", f"H{n}") for n in range(7, 50)),
           ("heldout50", "H50"), ("heldout51", "H51"), ("heldout52", "H52"))
#: Sets written at the same time in other hands, so not checked against each other ("dev23" beside "dev24").
CONTEMPORARIES = {"dev24": {"dev23"}}


def _with_earlier_sets() -> dict[str, tuple[str, dict[str, list[str]]]]:
    """Each set of WRITTEN with its prefix and the sets written before it (the development sets, then every earlier
    held-out one)."""
    out: dict[str, tuple[str, dict[str, list[str]]]] = {}
    before = dict(DEVELOPMENT)
    for name, prefix in WRITTEN:
        out[name] = (prefix, {k: v for k, v in before.items() if k not in CONTEMPORARIES.get(name, set())})
        before[name] = HELDOUT if prefix == "H6" else styles(prefix)
    return out


HELD_OUT_SETS = _with_earlier_sets()


def shape(convs: list[Conversation]) -> list:
    def turn(t: Turn) -> list:
        return [t.role, t.content, t.label, t.value, t.question, [turn(a) for a in t.also]]
    return [[c.user, [turn(t) for t in c.turns]] for c in convs]


def digest(wording: str, seed: int) -> str:
    return hashlib.sha256(json.dumps(shape(generate(wording=wording, seed=seed)), ensure_ascii=False).encode()).hexdigest()


@pytest.mark.parametrize("wording", sorted(PINNED))
def test_the_sets_already_measured_generate_exactly_what_they_did(wording: str) -> None:
    assert [digest(wording, seed) for seed in (1, 2, 3)] == PINNED[wording]


@pytest.mark.parametrize("wording", ingest.WORDINGS)
def test_each_set_is_deterministic_per_seed_and_differs_between_seeds(wording: str) -> None:
    assert shape(generate(wording=wording, seed=7)) == shape(generate(wording=wording, seed=7))
    assert shape(generate(wording=wording, seed=7)) != shape(generate(wording=wording, seed=8))


@pytest.mark.parametrize("wording", sorted(HELD_OUT_SETS))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_heldout_memory_states_its_value_in_its_own_message(wording: str, seed: int) -> None:
    # the scorer looks for the value (case-insensitively) in what is extracted from the message, so it must be there
    convs = generate(wording=wording, seed=seed)
    memories = [(m, t) for c in convs for t in c.turns for m in t.memories()]
    assert len(memories) == 6 * 20  # each person: 5 preferences, 4 constraints, 6 facts, 3 events, 2 tasks
    for memory, message in memories:
        assert memory.value and memory.value.lower() in message.content.lower(), (memory.value, message.content)
        assert memory.question
    assert not [t for c in convs for t in c.turns if t.label in ("smalltalk", "trap", "assistant") and t.also]


@pytest.mark.parametrize("wording", sorted(HELD_OUT_SETS))
def test_the_heldout_set_covers_every_class_with_noise_and_paired_messages(wording: str) -> None:
    p = HELD_OUT_SETS[wording][0]
    convs = generate(wording=wording, seed=1)
    user = [t for c in convs for t in c.turns if t.role == "user"]
    labels = {t.label for t in user}
    assert labels == {*ingest.REAL, "smalltalk", "trap"}
    assert {t.content for t in user if t.label == "smalltalk"} <= set(getattr(ingest, f"{p}_SMALLTALK"))
    assert {t.content for t in user if t.label == "trap"} <= set(getattr(ingest, f"{p}_TRAPS"))
    paired = [t for t in user if t.also]
    assert 0.1 < len(paired) / sum(t.label in ingest.REAL for t in user) < 0.5
    assert any("\n" in t.content for t in user)  # lists and line-separated memories


@pytest.mark.parametrize("wording", sorted(HELD_OUT_SETS))
def test_the_heldout_set_shares_no_wording_with_any_development_set(wording: str) -> None:
    p, development = HELD_OUT_SETS[wording]
    held_out = styles(p)
    for name, used in development.items():
        assert not set(held_out) & set(used), name
    assert len(held_out) == len(set(held_out))


@pytest.mark.parametrize(("p", "last"), [("H6", "H5"), ("H7", "H6"), ("H8", "H7"), ("H9", "H8"), ("H10", "H9"),
                                        ("H11", "H10"), ("H12", "H11"), ("H13", "H12"), ("H14", "H13"),
                                        ("H15", "H14"), ("H16", "H15"), ("H17", "H16"), ("H18", "H17"),
                                        ("H19", "H18"), ("H20", "H19"), ("H21", "H20"), ("H22", "H21"),
                                        ("H23", "H21"), ("H24", "H21"), ("H25", "H24"), ("H26", "H25"),
                                        ("H27", "H26"), ("H28", "H27"), ("H29", "H28"),
                                        ("H30", "H29"), ("H31", "H30"), ("H32", "H31"),
                                        ("H33", "H32"), ("H34", "H33"), ("H35", "H34"),
                                        ("H36", "H35"), ("H37", "H36"), ("H38", "H37"), ("H39", "H38"),
                                        ("H40", "H39"), ("H41", "H40"), ("H42", "H41"),
                                        ("H43", "H42"), ("H44", "H43"), ("H45", "H44"), ("H46", "H45"),
                                        ("H47", "H46"), ("H48", "H47"), ("H49", "H48"),
                                        ("H50", "H49"), ("H51", "H50"), ("H52", "H51")])
def test_the_heldout_set_is_at_least_as_varied_as_the_last_one(p: str, last: str) -> None:
    def count(kind: str) -> tuple[int, int]:
        return len(getattr(ingest, f"{p}_{kind}")), len(getattr(ingest, f"{last}_{kind}"))
    new, old = count("PREF_STYLES")
    assert new >= max(10, old)
    constraints, old_constraints = getattr(ingest, f"{p}_CONSTRAINTS"), getattr(ingest, f"{last}_CONSTRAINTS")
    assert set(constraints) == set(old_constraints)
    assert all(len(constraints[k]) >= max(4, len(old_constraints[k])) for k in old_constraints)
    for kind, floor in (("FACT_STYLES", 8), ("EVENT_STYLES", 6), ("TASK_STYLES", 5), ("SMALLTALK", 16), ("TRAPS", 12)):
        new, old = count(kind)
        assert new >= max(floor, old), kind


@pytest.mark.parametrize("p", ["H6", "H7", "H8", "H9", "H10", "H11", "H12", "H13", "H14", "H15", "H16", "H17",
                               "H18", "H19", "H20", "H21", "H22", "H23", "H24", "H25", "H26", "H27", "H28",
                               "H29", "H30", "H31", "H32", "H33", "H34", "H35", "H36", "H37",
                               "H38", "H39", "H40", "H41", "H42", "H43", "H44", "H45", "H46", "H47",
                               "H48", "H49", "H50", "H51", "H52"])
def test_every_heldout_style_uses_the_placeholders_of_its_class(p: str) -> None:
    def fields(style: str) -> set[str]:
        return set(re.findall(r"\{(\w)\}", style))
    assert all(fields(s) & {"v", "V"} and fields(s) <= {"v", "V"} for s in getattr(ingest, f"{p}_PREF_STYLES"))
    own = {"allergy": {"a", "A"}, "diet": {"d"}, "hours": {"t"}, "budget": {"m"}, "days": {"w", "W"}}
    for kind, kind_styles in getattr(ingest, f"{p}_CONSTRAINTS").items():
        assert all(fields(s) & own[kind] and fields(s) <= own[kind] for s in kind_styles), kind
    assert all(fields(s) == {"v", "n"} for s in getattr(ingest, f"{p}_FACT_STYLES"))
    assert all("d" in fields(s) and fields(s) & {"e", "E"} and fields(s) <= {"d", "e", "E"}
               for s in getattr(ingest, f"{p}_EVENT_STYLES"))
    assert all(fields(s) == {"t"} for s in getattr(ingest, f"{p}_TASK_STYLES"))
    assert not any(fields(s) for s in (*getattr(ingest, f"{p}_SMALLTALK"), *getattr(ingest, f"{p}_TRAPS")))


def test_the_dev7_set_keeps_quoted_replies_at_the_start_of_a_line() -> None:
    # "> question" then the answer is a reply under a quoted line only when nothing precedes the ">" on its line
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev7", seed=seed) for t in c.turns
            if t.role == "user"]
    quoted = [t.content for t in user if ">" in t.content]
    assert quoted
    assert all(line.startswith(">") for text in quoted for line in text.split("\n") if ">" in line)


def test_the_classifier_tool_trains_on_every_development_set_and_never_on_a_heldout_one() -> None:
    import importlib.util
    from pathlib import Path

    spec = importlib.util.spec_from_file_location(
        "train_clause_classifier", Path(__file__).parents[1] / "tools" / "train_clause_classifier.py")
    assert spec and spec.loader
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tool.training_wordings() == [w for w in ingest.WORDINGS if not w.startswith("heldout")]
    assert {"dev6", "dev7"} <= set(tool.training_wordings())
    assert tool.training_wordings(("dev7", "heldout8", "heldout53", "dev8")) == ["dev7", "dev8"]
    assert {"dev8", "dev9", "dev10"} <= set(tool.training_wordings())


def sentences(texts: list[str]) -> set[str]:
    """The sentences and lines of ``texts`` of three words or more, lower case, punctuation dropped."""
    out = set()
    for text in texts:
        for part in re.split(r"(?<=[.!?])\s+|\n", text):
            words = re.sub(r"[^\w{}' ]+", " ", part.lower()).split()
            if len(words) >= 3:
                out.add(" ".join(words))
    return out


@pytest.mark.parametrize("wording", ["dev7", "dev8", "dev9", "dev10", "dev11", "dev12", "dev13", "dev14",
                                     "dev15", "dev16", "dev17", "dev18", "dev19", "dev20", "dev21",
                                     "dev22", "dev23", "dev24", "dev25", "dev26", "dev27", "dev28",
                                     "dev29", "dev30", "dev31", "dev32", "dev33", "dev34",
                                     "dev35", "dev36", "dev37", "dev38", "dev39",
                                     "dev40", "dev41", "dev42", "dev43", "dev44", "dev45",
                                     "dev46", "dev47", "dev48", "dev49", "heldout50",
                                     "heldout51", "heldout52"])
def test_the_heldout_set_copies_no_sentence_from_an_earlier_set(wording: str) -> None:
    # sharing no whole style is not enough: a style made of an older set's sentence plus a new one would still pass
    p, earlier = HELD_OUT_SETS[wording]
    own = sentences(styles(p))
    for name, used in earlier.items():
        assert not own & sentences(used), name


@pytest.mark.parametrize("p", ["H8", "H9", "H10", "H11", "H12", "H13", "H14", "H15", "H16", "H17", "H18",
                               "H19", "H20", "H21", "H22", "H23", "H24", "H25", "H26", "H27", "H28", "H29",
                               "H30", "H31", "H32", "H33", "H34", "H35", "H36", "H37", "H38", "H39",
                               "H40", "H41", "H42", "H43", "H44", "H45", "H46", "H47", "H48", "H49",
                               "H50", "H51", "H52"])
def test_the_heldout_set_has_its_own_joiners_and_asides(p: str) -> None:
    # every earlier set there is (sets written side by side, heldout22 … heldout24, may be merged in any order)
    before = [f"H{n}" for n in range(6, int(p[1:])) if hasattr(ingest, f"H{n}_JOINERS")]
    older = {*ingest.H5_JOINERS, *(j for q in before for j in getattr(ingest, f"{q}_JOINERS")),
             *(a for asides in (ingest.ASIDES, *(getattr(ingest, f"{q}_ASIDES") for q in before))
               for side in asides for a in side)}
    own = {*getattr(ingest, f"{p}_JOINERS"), *(a for side in getattr(ingest, f"{p}_ASIDES") for a in side)} - {""}
    assert own and not own & older


def test_the_newest_heldout_set_keeps_its_tables_and_code_fences_whole() -> None:
    # a table row or a fence must start its line after asides and joiners are added, and every table, fence or
    # Q/A in a memory's style has prose before and after it (so an aside never lands on the block)
    for style in (*ingest.H8_PREF_STYLES, *(s for v in ingest.H8_CONSTRAINTS.values() for s in v),
                  *ingest.H8_FACT_STYLES, *ingest.H8_EVENT_STYLES, *ingest.H8_TASK_STYLES):
        lines = style.split("\n")
        assert not lines[0].startswith(("|", "```", "Q:", "A:")), style
        assert not lines[-1].startswith(("|", "```", "Q:", "A:")), style
    user = [t.content for seed in (1, 2, 3) for c in generate(wording="dev8", seed=seed) for t in c.turns
            if t.role == "user"]
    fenced = [text for text in user if "```" in text]
    tabled = [text for text in user if "|---|" in text]
    assert fenced and tabled
    for text in user:
        assert text.count("```") % 2 == 0, text
        for line in text.split("\n"):
            assert "```" not in line or line.startswith("```"), text
            assert " | " not in line or line.startswith("|"), text


def test_the_dev9_set_keeps_its_timestamps_comments_and_numbered_answers_at_line_starts() -> None:
    # a voice memo's "[0:03]" lines, a "# comment" line and one-per-line numbered answers are read line by line:
    # each style opens with a line of prose (so an aside never lands in front of one) and, after asides and joiners
    # are added, every timestamp and every comment that is not trailing a key=value starts its line
    def block_line(line: str) -> bool:
        return line.startswith(("[0:", "#")) or re.match(r"\d\) ", line) is not None

    memory_styles = (*ingest.H9_PREF_STYLES, *(s for v in ingest.H9_CONSTRAINTS.values() for s in v),
                     *ingest.H9_FACT_STYLES, *ingest.H9_EVENT_STYLES, *ingest.H9_TASK_STYLES)
    for style in memory_styles:
        assert not block_line(style.split("\n")[0]), style
        if "\n1) " in style:  # answers one per line: every number opens its own line
            assert all(re.match(r"\d\) ", line) for line in style.split("\n") if re.search(r"\d\) ", line)), style
    user = [t.content for seed in (1, 2, 3) for c in generate(wording="dev9", seed=seed) for t in c.turns
            if t.role == "user"]
    memos = [text for text in user if "[0:" in text]
    numbered = [text for text in user if "\n1) " in text]
    inline = [text for text in user if re.search(r"^[^\n]*1\) [^\n]* 2\) ", text, re.M)]
    assert memos and numbered and inline
    for text in user:
        for line in text.split("\n"):
            assert "[0:" not in line or (line.startswith("[0:") and line.count("[0:") == 1), text
            assert "#" not in line or line.startswith("#") or "  # " in line, text


def test_the_dev10_set_keeps_its_typo_fixes_list_items_and_quoted_texts_on_lines_of_their_own() -> None:
    # a chat typo fix ("*allergic") corrects the line above it and a list item ("- [ ] …", "- …") belongs to the list
    # under its prose line: each style opens with a line of prose (so an aside never lands in front of a block), and
    # after asides and joiners are added every fix and every list item starts its line, with only the fixed word on it
    def block_line(line: str) -> bool:
        return line.startswith(("*", "- ", '"'))

    memory_styles = (*ingest.H10_PREF_STYLES, *(s for v in ingest.H10_CONSTRAINTS.values() for s in v),
                     *ingest.H10_FACT_STYLES, *ingest.H10_EVENT_STYLES, *ingest.H10_TASK_STYLES)
    for style in memory_styles:
        assert not block_line(style.split("\n")[0]), style
    user = [t.content for seed in (1, 2, 3) for c in generate(wording="dev10", seed=seed) for t in c.turns
            if t.role == "user"]
    fixes = [text for text in user if "\n*" in text]
    lists = [text for text in user if "\n- " in text]
    assert fixes and lists and any("\n- [ ] " in text for text in user)
    for text in user:
        for line in text.split("\n"):
            assert "- [ ]" not in line or line.startswith("- [ ] "), text
            if line.startswith("*"):
                assert re.fullmatch(r"\*[\w']+( \(edited\)| — cheers!| thx in advance| k bye)?", line), text


def test_the_dev11_set_keeps_its_pasted_blocks_between_lines_of_prose() -> None:
    # a pasted or forwarded block (a GP's letter, an RSVP, a calendar invite, a notes-app line) sits between two "---"
    # lines, under a prose line that introduces it with a colon and above a prose comment: each style opens and closes
    # with prose (so an aside never lands on a block), and after asides and joiners are added every "---" is a line of
    # its own, the lines come in pairs around at least one line of pasted text, and the line before a block ends in ":"
    by_class = {"preference": ingest.H11_PREF_STYLES, **ingest.H11_CONSTRAINTS, "fact": ingest.H11_FACT_STYLES,
                "event": ingest.H11_EVENT_STYLES, "task": ingest.H11_TASK_STYLES}
    for kind, kind_styles in by_class.items():
        assert any("\n---\n" in style for style in kind_styles), kind  # every class has a pasted block
        for style in kind_styles:
            lines = style.split("\n")
            assert "---" not in (lines[0], lines[-1]), style
            assert lines.count("---") in (0, 2), style
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev11", seed=seed) for t in c.turns
            if t.role == "user"]
    assert any(t.label in ingest.REAL and "\n---\n" in t.content for t in user)
    assert any(t.also and "\n---\n" in t.content for t in user)  # a block beside a second memory in one message
    for turn in user:
        lines = turn.content.split("\n")
        assert all(line == "---" for line in lines if "---" in line), turn.content
        marks = [i for i, line in enumerate(lines) if line == "---"]
        assert len(marks) % 2 == 0, turn.content
        for start, end in zip(marks[::2], marks[1::2]):
            assert end - start > 1 and lines[start - 1].endswith(":"), turn.content


def test_the_dev12_set_keeps_its_changelog_blocks_between_lines_of_prose() -> None:
    # a developer's changelog (a "### Added" / "### Changed" / "### Removed" heading and its "- " item) sits under a
    # prose line that introduces it with a colon and above a prose line: each style opens and closes with prose (so an
    # aside never lands on a block), and after asides and joiners are added every heading starts its line, right after
    # a line ending in ":" and right above its "- " item
    by_class = {"preference": ingest.H12_PREF_STYLES, **ingest.H12_CONSTRAINTS, "fact": ingest.H12_FACT_STYLES,
                "event": ingest.H12_EVENT_STYLES, "task": ingest.H12_TASK_STYLES}
    for kind, kind_styles in by_class.items():
        assert any("\n### " in style for style in kind_styles), kind  # every class has a changelog
        for style in kind_styles:
            lines = style.split("\n")
            assert not lines[0].startswith(("###", "- ")) and not lines[-1].startswith(("###", "- ")), style
            if "\n" in style:  # prose, a heading, one item, prose
                assert len(lines) == 4 and lines[1].startswith("### ") and lines[2].startswith("- "), style
                assert lines[0].endswith(":"), style
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev12", seed=seed) for t in c.turns
            if t.role == "user"]
    assert any(t.label in ingest.REAL and "\n### " in t.content for t in user)
    assert any(t.also and "\n### " in t.content for t in user)  # a changelog beside a second memory in one message
    for turn in user:
        lines = turn.content.split("\n")
        assert all(line.startswith("### ") for line in lines if "###" in line), turn.content
        for i, line in enumerate(lines):
            if line.startswith("### "):
                assert 0 < i < len(lines) - 2 and lines[i - 1].endswith(":"), turn.content
                assert lines[i + 1].startswith("- ") and not lines[i + 2].startswith(("- ", "###")), turn.content


def test_the_dev13_set_keeps_its_exported_chats_between_lines_of_prose() -> None:
    # an exported chat ("[21:04] me: …" lines, or another writer's in a trap) sits under a prose line that introduces
    # it with a colon and above a prose line: each style opens and closes with prose (so an aside never lands on the
    # block), and after asides and joiners are added every timestamped line starts its line, its run of lines right
    # after a line ending in ":" and right above a line of prose
    def chat_line(line: str) -> bool:
        return re.match(r"\[[^\]\n]+\] [\w ]+: ", line) is not None

    by_class = {"preference": ingest.H13_PREF_STYLES, **ingest.H13_CONSTRAINTS, "fact": ingest.H13_FACT_STYLES,
                "event": ingest.H13_EVENT_STYLES, "task": ingest.H13_TASK_STYLES}
    for kind, kind_styles in by_class.items():
        assert any(chat_line(line) for style in kind_styles for line in style.split("\n")), kind  # every class
        for style in kind_styles:
            lines = style.split("\n")
            assert not chat_line(lines[0]) and not chat_line(lines[-1]), style
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev13", seed=seed) for t in c.turns
            if t.role == "user"]
    assert any(t.label in ingest.REAL and "\n[" in t.content for t in user)
    assert any(t.also and "\n[" in t.content for t in user)  # an exported chat beside a second memory in one message
    assert any(t.label == "trap" and "\n[" in t.content for t in user)  # and one that is someone else's
    for turn in user:
        lines = turn.content.split("\n")
        assert all(chat_line(line) for line in lines if re.search(r"\[\d\d:\d\d\]|\[\w+ \d\d:\d\d\]", line)), \
            turn.content
        for i, line in enumerate(lines):
            if chat_line(line) and not chat_line(lines[i - 1]):
                assert i > 0 and lines[i - 1].endswith(":"), turn.content
            if chat_line(line):
                assert i < len(lines) - 1, turn.content


def test_the_dev14_set_keeps_its_quotes_and_json_lines_between_lines_of_prose() -> None:
    # a quoted earlier message ("> …") or a pasted JSON object ("{…}") sits on a line of its own, under a prose line
    # that introduces it with a colon and above a prose line: each style opens and closes with prose (so an aside never
    # lands on the block), every class has both blocks, and after asides and joiners are added every quote and JSON
    # object still starts its line, right after a line ending in ":" and right above a line of prose
    def block_line(line: str) -> bool:
        return line.startswith((">", '{"', '{{"', "{}"))  # not a "{V}" placeholder opening prose

    by_class = {"preference": ingest.H14_PREF_STYLES, **ingest.H14_CONSTRAINTS, "fact": ingest.H14_FACT_STYLES,
                "event": ingest.H14_EVENT_STYLES, "task": ingest.H14_TASK_STYLES}
    for kind, kind_styles in by_class.items():
        assert any("\n> " in style for style in kind_styles), kind  # every class quotes the user's own message
        assert any("\n{{" in style for style in kind_styles), kind  # and pastes a JSON line
        for style in kind_styles:
            lines = style.split("\n")
            assert not block_line(lines[0]) and not block_line(lines[-1]), style
            if "\n" in style:  # prose ending in ":", one quoted or JSON line, prose
                assert len(lines) == 3 and lines[0].endswith(":") and block_line(lines[1]), style
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev14", seed=seed) for t in c.turns
            if t.role == "user"]
    assert any(t.label in ingest.REAL and "\n> " in t.content for t in user)
    assert any(t.label in ingest.REAL and "\n{" in t.content for t in user)
    assert any(t.also and "\n" in t.content for t in user)  # a block beside a second memory in one message
    assert any(t.label == "trap" and "\n{" in t.content for t in user)  # and a JSON line that is not the user's
    for turn in user:
        lines = turn.content.split("\n")
        assert all(block_line(line) for line in lines if re.search(r'(^|\s)>\s|\{"', line)), turn.content
        for i, line in enumerate(lines):
            if block_line(line):
                assert 0 < i < len(lines) - 1 and lines[i - 1].endswith(":"), turn.content
                assert not block_line(lines[i + 1]), turn.content


def test_the_dev15_set_strikes_out_words_but_never_the_value() -> None:
    # a message edited in place ("~~old~~ new") keeps what it struck: every class has a struck style, the struck words
    # hold no placeholder and no value the generator can put in a memory (so a struck word is never what is kept),
    # and after asides and joiners are added every "~~" still pairs up on its line and every memory's value still
    # stands outside the struck words; small talk and traps strike words too (a retracted draft is not a memory)
    def struck(text: str) -> list[str]:
        return re.findall(r"~~(.+?)~~", text)

    def unstruck(text: str) -> str:
        return re.sub(r"~~.+?~~", " ", text)

    by_class = {"preference": ingest.H15_PREF_STYLES, **ingest.H15_CONSTRAINTS, "fact": ingest.H15_FACT_STYLES,
                "event": ingest.H15_EVENT_STYLES, "task": ingest.H15_TASK_STYLES}
    values = {v.lower() for v in (*(p[0] for p in ingest.PREFS), *ingest.ALLERGENS, *ingest.DIETS, *ingest.TIMES,
                                  *ingest.MONEY, *ingest.WEEKDAYS, *(t.split()[-1] for t, _ in ingest.TASKS))}
    for kind, kind_styles in by_class.items():
        assert any(struck(style) for style in kind_styles), kind
        for style in kind_styles:
            assert style.count("~~") % 2 == 0, style
            for words in struck(style):
                assert "{" not in words and not any(re.search(rf"\b{re.escape(v)}", words.lower()) for v in values), \
                    style
    assert any(struck(s) for s in ingest.H15_SMALLTALK) and any(struck(s) for s in ingest.H15_TRAPS)
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev15", seed=seed) for t in c.turns
            if t.role == "user"]
    assert any(t.label in ingest.REAL and "~~" in t.content for t in user)
    assert any(t.also and "~~" in t.content for t in user)  # a struck word beside a second memory in one message
    assert any(t.label == "trap" and "~~" in t.content for t in user)
    for turn in user:
        assert all(line.count("~~") % 2 == 0 for line in turn.content.split("\n")), turn.content
        for memory in turn.memories():
            assert (memory.value or "").lower() in unstruck(turn.content).lower(), (memory.value, turn.content)


def test_the_dev16_set_transcribes_notes_on_lines_of_their_own_and_never_loses_the_value() -> None:
    # a photo of a handwritten note, transcribed: every class has such a style, a prose line ending in ":" opens it
    # and the note follows on a line of its own with "[illegible]" where the hand fails; the placeholder never sits
    # inside the brackets (the value always stands legible); after asides and joiners are added every "[illegible]"
    # is still on a line below a line ending in ":", never on a message's first line, and every memory's value is
    # still in the message once the illegible marks are taken out; small talk and traps transcribe notes too
    by_class = {"preference": ingest.H16_PREF_STYLES, **ingest.H16_CONSTRAINTS, "fact": ingest.H16_FACT_STYLES,
                "event": ingest.H16_EVENT_STYLES, "task": ingest.H16_TASK_STYLES}
    for kind, kind_styles in by_class.items():
        notes = [style for style in kind_styles if "illegible" in style]
        assert notes, kind
        assert not any(re.search(r"\[[^\]]*\{", style) for style in kind_styles), kind
        for style in notes:
            head, _, note = style.partition("\n")
            assert head.endswith(":") and "illegible" not in head and "{" not in head, style
            assert "{" in note and "\n" not in note, style
    assert any("[illegible]" in s for s in ingest.H16_SMALLTALK) and any("[illegible]" in s for s in ingest.H16_TRAPS)
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev16", seed=seed) for t in c.turns
            if t.role == "user"]
    assert any(t.label in ingest.REAL and "[illegible]" in t.content for t in user)
    assert any(t.also and "[illegible]" in t.content for t in user)  # a note beside a second memory in one message
    assert any(t.label == "trap" and "[illegible]" in t.content for t in user)
    for turn in user:
        lines = turn.content.split("\n")
        for i, line in enumerate(lines):
            if "[illegible]" in line:
                assert i > 0 and lines[i - 1].endswith(":"), turn.content
        legible = turn.content.replace("[illegible]", " ").lower()
        for memory in turn.memories():
            assert (memory.value or "").lower() in legible, (memory.value, turn.content)


def test_the_dev17_set_keeps_script_lines_and_bujo_signifiers_between_lines_of_prose() -> None:
    # a screenplay's lines ("INT. …", "ME: …", "DOCTOR: …") and a bullet journal's signified lines ("• ", "○ ", "– ",
    # "* ", "! ", "× ") sit under a prose line that introduces them with a colon and above a prose line: every class
    # has both, each style opens and closes with prose (so an aside never lands on a block), and after asides and
    # joiners are added every such line still starts its line, right after a line ending in ":" or another such line,
    # never last; a memory's value stands in one of the user's own lines ("ME …") or bujo lines, not another
    # character's only; small talk and traps have both layouts too (another character's lines, a crossed-off task)
    def script_line(line: str) -> bool:
        return re.match(r"(INT|EXT)\. |[A-Z][A-Z ]*( \([A-Z.]+\))?: ", line) is not None

    def bujo_line(line: str) -> bool:
        return line.startswith(("• ", "○ ", "– ", "* ", "! ", "× "))

    def block_line(line: str) -> bool:
        return script_line(line) or bujo_line(line)

    by_class = {"preference": ingest.H17_PREF_STYLES, **ingest.H17_CONSTRAINTS, "fact": ingest.H17_FACT_STYLES,
                "event": ingest.H17_EVENT_STYLES, "task": ingest.H17_TASK_STYLES}
    for kind, kind_styles in by_class.items():
        assert any(script_line(line) for style in kind_styles for line in style.split("\n")), kind
        assert any(bujo_line(line) for style in kind_styles for line in style.split("\n")), kind
        for style in kind_styles:
            lines = style.split("\n")
            assert not block_line(lines[0]) and not block_line(lines[-1]), style
            if any(script_line(line) for line in lines):
                own = [line for line in lines if line.startswith("ME")]
                assert own and all("{" in line for line in own[-1:]), style
    for noise in (ingest.H17_SMALLTALK, ingest.H17_TRAPS):
        assert any(script_line(line) for text in noise for line in text.split("\n")[1:])
        assert any(bujo_line(line) for text in noise for line in text.split("\n")[1:])
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev17", seed=seed) for t in c.turns
            if t.role == "user"]
    assert any(t.label in ingest.REAL and "\nME: " in t.content for t in user)
    assert any(t.label in ingest.REAL and re.search(r"\n[•○–*!] ", t.content) for t in user)
    assert any(t.also and re.search(r"\n(ME: |[•○–*!] )", t.content) for t in user)  # beside a second memory
    assert any(t.label == "trap" and re.search(r"\n[A-Z]+: ", t.content) for t in user)  # someone else's line
    for turn in user:
        lines = turn.content.split("\n")
        for i, line in enumerate(lines):
            if block_line(line):
                assert 0 < i < len(lines) - 1, turn.content
                assert lines[i - 1].endswith(":") or block_line(lines[i - 1]), turn.content
            assert not re.search(r"\S ?(• |○ |× )", line), turn.content  # a signifier only ever opens a line


def test_the_dev17_set_writes_its_e_mail_replies_above_the_quote_and_keeps_values_out_of_it() -> None:
    # an e-mail reply: the new words first, an empty line, "On …, <name> wrote:", then "> " lines that hold nothing to
    # keep; every class has such a style, the quote holds no placeholder, and after asides and joiners are added a
    # message has at most one quote, every "> " line belongs to the run under its "wrote:" line, and every memory's
    # value stands above the quote (two replies in one message share one quote under both new texts)
    by_class = {"preference": ingest.H17_PREF_STYLES, **ingest.H17_CONSTRAINTS, "fact": ingest.H17_FACT_STYLES,
                "event": ingest.H17_EVENT_STYLES, "task": ingest.H17_TASK_STYLES}
    for kind, kind_styles in by_class.items():
        replies = [style for style in kind_styles if " wrote:\n> " in style]
        assert replies, kind
        for style in replies:
            new, _, quote = style.partition("\n\nOn ")
            assert "{" in new and "\n" not in new and "{" not in quote, style
            assert re.fullmatch(r"[^\n]+ wrote:(\n> [^\n]+)+", quote), style
    assert any(" wrote:\n> " in s for s in ingest.H17_SMALLTALK) and any(" wrote:\n> " in s for s in ingest.H17_TRAPS)
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev17", seed=seed) for t in c.turns
            if t.role == "user"]
    assert any(t.label in ingest.REAL and " wrote:\n> " in t.content for t in user)
    assert any(t.also and " wrote:\n> " in t.content for t in user)  # a reply beside a second memory in one message
    for turn in user:
        assert turn.content.count(" wrote:\n") <= 1, turn.content
        lines = turn.content.split("\n")
        quote_at = next((i for i, line in enumerate(lines) if line.startswith("On ") and line.endswith(" wrote:")),
                        len(lines))
        if quote_at < len(lines):
            assert quote_at > 1 and lines[quote_at - 1] == "" and lines[quote_at + 1].startswith("> "), turn.content
        for i, line in enumerate(lines):
            if line.startswith(">"):
                assert i > quote_at and all(q.startswith("> ") for q in lines[quote_at + 1:i]), turn.content
        above = "\n".join(lines[:quote_at]).lower()
        for memory in turn.memories():
            assert (memory.value or "").lower() in above, (memory.value, turn.content)


def test_the_dev18_set_keeps_its_csv_rows_and_recipe_cards_between_lines_of_prose() -> None:
    # a pasted CSV (a header row of lower-case field names, one data row with as many fields) and a recipe card (a
    # "RECIPE CARD — …" line, then labelled lines) sit under a prose line that introduces them with a colon and above
    # a prose line: every class has both, each style opens and closes with prose (so an aside never lands on a
    # block), the value stands in the data row or a labelled line, never in the header, the title or the prose; after
    # asides and joiners are added every header still has its row right under it and prose after, every card its
    # labelled lines and prose after; small talk and traps paste rows and cards too (a mood log, someone else's card)
    import csv

    labels = ("Serves: ", "Ingredients: ", "Method: ", "Note: ", "Keeps: ", "Leave out: ", "Cost: ")

    def header(line: str) -> bool:
        return re.fullmatch(r"[a-z_]+(,[a-z_]+)+", line) is not None

    def fields(line: str) -> int:
        return len(next(csv.reader([line])))

    def card_line(line: str) -> bool:
        return line.startswith(("RECIPE CARD — ", *labels))

    def block_line(line: str) -> bool:
        return header(line) or card_line(line)

    by_class = {"preference": ingest.H18_PREF_STYLES, **ingest.H18_CONSTRAINTS, "fact": ingest.H18_FACT_STYLES,
                "event": ingest.H18_EVENT_STYLES, "task": ingest.H18_TASK_STYLES}
    for kind, kind_styles in by_class.items():
        assert any(header(line) for style in kind_styles for line in style.split("\n")), kind
        assert any("\nRECIPE CARD — " in style for style in kind_styles), kind
        for style in kind_styles:
            lines = style.split("\n")
            assert not block_line(lines[0]) and not block_line(lines[-1]), style
            assert "{" not in lines[0] + lines[-1] or len(lines) == 1, style
            if len(lines) == 1:
                continue
            assert lines[0].endswith(":"), style
            if header(lines[1]):  # prose, header, one row holding the value, prose
                assert len(lines) == 4 and fields(lines[1]) == fields(lines[2].format(a="", d="", t="", m="", w="",
                                                                                      v="", n="", e="", E="")), style
                assert "{" in lines[2] and "{" not in lines[1], style
            else:  # prose, a card's title, labelled lines (one holding the value), prose
                assert lines[1].startswith("RECIPE CARD — ") and "{" not in lines[1], style
                assert len(lines) >= 4 and all(line.startswith(labels) for line in lines[2:-1]), style
                assert any("{" in line for line in lines[2:-1]), style
    for noise in (ingest.H18_SMALLTALK, ingest.H18_TRAPS):
        assert any(header(line) for text in noise for line in text.split("\n")[1:])
        assert any("\nRECIPE CARD — " in text for text in noise)
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev18", seed=seed) for t in c.turns
            if t.role == "user"]
    assert any(t.label in ingest.REAL and re.search(r"\n[a-z_]+(,[a-z_]+)+\n", t.content) for t in user)
    assert any(t.label in ingest.REAL and "\nRECIPE CARD — " in t.content for t in user)
    assert any(t.also and re.search(r"\n([a-z_]+(,[a-z_]+)+|RECIPE CARD — .*)\n", t.content) for t in user)
    assert any(t.label == "trap" and "\nRECIPE CARD — " in t.content for t in user)  # someone else's card
    assert any(t.label == "trap" and re.search(r"\n[a-z_]+(,[a-z_]+)+\n", t.content) for t in user)
    for turn in user:
        lines = turn.content.split("\n")
        assert all(line.startswith("RECIPE CARD") for line in lines if "RECIPE CARD" in line), turn.content
        row = False  # the line under a header is its data row, even when it looks like one ("today,meh")
        for i, line in enumerate(lines):
            if row:
                row = False
            elif header(line):
                assert 0 < i < len(lines) - 2 and lines[i - 1].endswith(":"), turn.content
                assert fields(lines[i + 1]) == fields(line) and not block_line(lines[i + 2]), turn.content
                row = True
            if line.startswith("RECIPE CARD — "):
                assert i > 0 and lines[i - 1].endswith(":"), turn.content
                end = next(j for j in range(i + 1, len(lines) + 1) if j == len(lines) or not card_line(lines[j]))
                assert i + 1 < end < len(lines), turn.content  # at least one labelled line, then prose


def test_the_dev19_set_keeps_its_kanban_cards_between_lines_of_prose() -> None:
    # a kanban card pasted from the user's board ("┌ CARD #n · column", "│ field: …" lines, a "└ Assignee/Owner: …"
    # line) sits under a prose line that introduces it with a colon and above a prose line: every class has a card,
    # each style opens and closes with prose (so an aside never lands on the card), the value stands in a "│ " field
    # line, never in the title line, the closing line or the prose; after asides and joiners are added every card
    # still opens below a line ending in ":", has at least one field line, closes, and has prose after it; small talk
    # and traps paste cards too (a mood card, a colleague's card, a task already done)
    def card_line(line: str) -> bool:
        return line.startswith(("┌ ", "│ ", "└ "))

    by_class = {"preference": ingest.H19_PREF_STYLES, **ingest.H19_CONSTRAINTS, "fact": ingest.H19_FACT_STYLES,
                "event": ingest.H19_EVENT_STYLES, "task": ingest.H19_TASK_STYLES}
    for kind, kind_styles in by_class.items():
        assert any("\n┌ CARD #" in style for style in kind_styles), kind
        for style in kind_styles:
            lines = style.split("\n")
            assert not card_line(lines[0]) and not card_line(lines[-1]), style
            if len(lines) == 1:
                continue
            assert len(lines) >= 5 and lines[0].endswith(":") and "{" not in lines[0] + lines[-1], style
            assert re.fullmatch(r"┌ CARD #\d+ · [^{\n]+", lines[1]), style
            assert all(line.startswith("│ ") for line in lines[2:-2]), style
            assert re.fullmatch(r"└ (Assignee|Owner): me", lines[-2]), style
            assert any("{" in line for line in lines[2:-2]), style
    for noise in (ingest.H19_SMALLTALK, ingest.H19_TRAPS):
        assert any("\n┌ CARD #" in text for text in noise)
    assert any(re.search(r"\n└ (Assignee|Owner): (?!me\n)", text) for text in ingest.H19_TRAPS)  # someone else's
    assert any("\n┌ CARD #" in text and " · Done\n" in text for text in ingest.H19_TRAPS)  # done, nothing to do
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev19", seed=seed) for t in c.turns
            if t.role == "user"]
    assert any(t.label in ingest.REAL and "\n┌ CARD #" in t.content for t in user)
    assert any(t.also and "\n┌ CARD #" in t.content for t in user)  # a card beside a second memory in one message
    assert any(t.label == "trap" and "\n┌ CARD #" in t.content for t in user)
    for turn in user:
        lines = turn.content.split("\n")
        assert not card_line(lines[0]) and not card_line(lines[-1]), turn.content
        for i, line in enumerate(lines):
            if line.startswith("┌ "):
                assert lines[i - 1].endswith(":"), turn.content
                end = next(j for j in range(i + 1, len(lines)) if not lines[j].startswith("│ "))
                assert end > i + 1 and lines[end].startswith("└ ") and not card_line(lines[end + 1]), turn.content
            elif line.startswith(("│ ", "└ ")):
                assert lines[i - 1].startswith(("┌ ", "│ ")), turn.content


def test_the_dev19_set_states_its_role_players_values_out_of_character() -> None:
    # at a tabletop game only what is said out of character ("OOC") is the user's: every class has an OOC style, and
    # in each every placeholder comes after the first "OOC" and none sits in a "*…*" action; traps have lines said or
    # done in character (a "*…*" action with no OOC) and an OOC retraction; generated memories say OOC too
    by_class = {"preference": ingest.H19_PREF_STYLES, **ingest.H19_CONSTRAINTS, "fact": ingest.H19_FACT_STYLES,
                "event": ingest.H19_EVENT_STYLES, "task": ingest.H19_TASK_STYLES}
    for kind, kind_styles in by_class.items():
        played = [style for style in kind_styles if "OOC" in style]
        assert played, kind
        for style in played:
            assert style.index("{") > style.index("OOC"), style
            assert not any("{" in action for action in re.findall(r"\*[^*]+\*", style)), style
        assert not [style for style in kind_styles if "*" in style and "OOC" not in style], kind
    assert any(re.match(r"\*[^*]+\* ", text) and "OOC" not in text for text in ingest.H19_TRAPS)
    assert any(text.startswith("OOC: ignore") for text in ingest.H19_TRAPS)
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev19", seed=seed) for t in c.turns
            if t.role == "user"]
    assert any(t.label in ingest.REAL and "OOC" in t.content for t in user)
    assert any(t.label == "trap" and re.search(r"\*[^*]+\*", t.content) for t in user)


def test_the_dev20_set_keeps_its_tweet_threads_between_lines_of_prose() -> None:
    # a tweet thread is a prose line ending in ":", numbered posts "1/ …", "2/ …" on lines of their own, and a closing
    # prose line: every class has one, the value stands in a post (never in the opening or the closing line); after
    # asides and joiners are added each post still follows the opening line or the post before it and is followed by
    # the next post or by prose; small talk and traps are threads too (a mood thread, a sister's thread retweeted)
    def post(line: str) -> re.Match | None:
        return re.match(r"(\d+)/ ", line)

    by_class = {"preference": ingest.H20_PREF_STYLES, **ingest.H20_CONSTRAINTS, "fact": ingest.H20_FACT_STYLES,
                "event": ingest.H20_EVENT_STYLES, "task": ingest.H20_TASK_STYLES}
    for kind, kind_styles in by_class.items():
        threads = [style for style in kind_styles if "\n1/ " in style]
        assert threads, kind
        for style in threads:
            lines = style.split("\n")
            assert lines[0].endswith(":") and "{" not in lines[0] + lines[-1] and not post(lines[-1]), style
            assert [post(line) and int(post(line)[1]) for line in lines[1:-1]] == list(range(1, len(lines) - 1)), style
            assert any("{" in line for line in lines[1:-1]), style
    for noise in (ingest.H20_SMALLTALK, ingest.H20_TRAPS):
        assert any("\n1/ " in text for text in noise)
    assert any(text.startswith("RT from") and "\n1/ " in text for text in ingest.H20_TRAPS)  # someone else's thread
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev20", seed=seed) for t in c.turns
            if t.role == "user"]
    assert any(t.label in ingest.REAL and "\n1/ " in t.content for t in user)
    assert any(t.also and "\n1/ " in t.content for t in user)  # a thread beside a second memory in one message
    assert any(t.label == "trap" and "\n1/ " in t.content for t in user)
    for turn in user:
        lines = turn.content.split("\n")
        for i, line in enumerate(lines):
            if found := post(line):
                n = int(found[1])
                assert i > 0 and (lines[i - 1].endswith(":") if n == 1 else lines[i - 1].startswith(f"{n - 1}/ ")), \
                    turn.content
                assert i + 1 < len(lines), turn.content  # a closing line after the last post
                after = post(lines[i + 1])
                assert not after or int(after[1]) == n + 1, turn.content


def test_the_dev20_set_writes_its_letters_with_the_value_in_the_body() -> None:
    # an old-fashioned letter opens with a salutation line, closes with "Yours faithfully," (after "I remain, Sir," at
    # times) and a signature, and holds the value in its body only: every class has one; after asides and joiners are
    # added each salutation still opens a line after nothing, an aside or an empty line, and each "Yours faithfully,"
    # is followed by its signature; small talk and traps are letters too (a thank-you, a letter for an aunt, a
    # retracted letter)
    salutations = ("Dear Sir,", "Dear Sir or Madam,", "Sir,")
    signature = re.compile(r"[A-Z]\. [A-Z][a-z]+( \(Mrs\))?")
    by_class = {"preference": ingest.H20_PREF_STYLES, **ingest.H20_CONSTRAINTS, "fact": ingest.H20_FACT_STYLES,
                "event": ingest.H20_EVENT_STYLES, "task": ingest.H20_TASK_STYLES}
    for kind, kind_styles in by_class.items():
        letters = [style for style in kind_styles if style.split("\n")[0] in salutations]
        assert letters, kind
        for style in kind_styles:
            assert "\n" not in style or style in letters or "\n1/ " in style, style  # only letters and threads
        for style in letters:
            lines = style.split("\n")
            assert lines[-2] == "Yours faithfully," and signature.fullmatch(lines[-1]), style
            body = lines[1:-3] if lines[-3] == "I remain, Sir," else lines[1:-2]
            assert body and "{" in "\n".join(body) and "{" not in "\n".join(lines[:1] + lines[len(body) + 1:]), style
    for noise in (ingest.H20_SMALLTALK, ingest.H20_TRAPS):
        assert any(text.split("\n")[0] in salutations for text in noise)
    assert any("on behalf of my" in text and text.startswith("Dear") for text in ingest.H20_TRAPS)
    assert any("disregard my previous letter" in text for text in ingest.H20_TRAPS)
    before = {aside.rstrip("\n") for aside in ingest.H20_ASIDES[0]}
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev20", seed=seed) for t in c.turns
            if t.role == "user"]
    assert any(t.label in ingest.REAL and "\nYours faithfully,\n" in t.content for t in user)
    assert any(t.also and "\nYours faithfully,\n" in t.content for t in user)  # a letter beside a second memory
    assert any(t.label == "trap" and "\nYours faithfully,\n" in t.content for t in user)
    for turn in user:
        lines = turn.content.split("\n")
        for i, line in enumerate(lines):
            if line in salutations:
                assert i == 0 or lines[i - 1] in before or lines[i - 1] == "", turn.content
            elif line == "Yours faithfully,":
                assert i + 1 < len(lines) and signature.fullmatch(lines[i + 1]), turn.content


def test_the_dev21_set_keeps_its_minutes_and_receipts_between_lines_of_prose() -> None:
    # minutes are a prose line ending in ":", a "MINUTES — <title>" line, a "Present: …" line, "Item n: …" lines (the
    # value in one of them), a closing item line ("AOB: …", "Action: …") and a prose line; a receipt is a prose line
    # ending in ":", a "RECEIPT #…" line, a party line naming the user in a memory ("Customer: me"), the value in a
    # line between the party line and the total or status line, and a prose line: every class has both; after asides
    # and joiners are added each block still follows a line ending in ":" and is closed by a line of prose; small talk
    # and traps are blocks too (minutes of a coffee, a husband's receipt, a voided one)
    def header(line: str) -> bool:
        return line.startswith(("MINUTES — ", "RECEIPT #"))

    by_class = {"preference": ingest.H21_PREF_STYLES, **ingest.H21_CONSTRAINTS, "fact": ingest.H21_FACT_STYLES,
                "event": ingest.H21_EVENT_STYLES, "task": ingest.H21_TASK_STYLES}
    for kind, kind_styles in by_class.items():
        blocks = [style for style in kind_styles if "\n" in style]
        assert {style.split("\n")[1].split(" ")[0] for style in blocks} == {"MINUTES", "RECEIPT"}, kind
        for style in blocks:
            lines = style.split("\n")
            assert lines[0].endswith(":") and header(lines[1]) and "{" not in lines[0] + lines[-1], style
            assert re.search(r"\bme\b", lines[2]), style  # the user's own minutes or receipt
            if lines[1].startswith("MINUTES"):
                assert lines[2].startswith("Present: ")
                assert [line for line in lines if "{" in line] and all(
                    re.match(r"Item \d+: ", line) for line in lines if "{" in line), style
            else:
                assert "{" in "\n".join(lines[3:-2]) and "{" not in "\n".join(lines[:3] + lines[-2:]), style
    for noise in (ingest.H21_SMALLTALK, ingest.H21_TRAPS):
        assert any("\nMINUTES — " in text for text in noise) and any("\nRECEIPT #" in text for text in noise)
    assert any("\nRECEIPT #" in text and not re.search(r"\bme\b", text.split("\n")[2]) for text in ingest.H21_TRAPS)
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev21", seed=seed) for t in c.turns
            if t.role == "user"]
    for marker in ("\nMINUTES — ", "\nRECEIPT #"):
        assert any(t.label in ingest.REAL and marker in t.content for t in user), marker
        assert any(t.also and marker in t.content for t in user), marker  # a block beside a second memory
        assert any(t.label == "trap" and marker in t.content for t in user), marker
    for turn in user:
        lines = turn.content.split("\n")
        for i, line in enumerate(lines):
            if header(line):
                assert i > 0 and lines[i - 1].endswith(":"), turn.content
                end = next((j for j in range(i + 1, len(lines)) if lines[j] == ""), len(lines))
                assert end - i >= 4 and not header(lines[end - 1]), turn.content  # a closing prose line


def test_the_dev22_set_keeps_its_sitreps_subtitles_and_footnotes_in_their_layout() -> None:
    # a SITREP is a prose line ending in ":", a "SITREP — <subject>" line, a "BLUF: …" line, further field lines
    # ("SITUATION: …", "ACTION: …", "NLT: …") and a closing prose line, the value in a field; a subtitle block is a
    # prose line ending in ":", a cue number, an "hh:mm:ss,mmm --> hh:mm:ss,mmm" line, the subtitle lines (the value
    # in one of them) and a closing prose line; footnoted prose carries "[n]" markers with the notes on lines of their
    # own below, the value in the prose: every class has all three, and so do small talk and traps; after asides and
    # joiners are added each block still follows a line ending in ":" and ends with its closing line
    fields = ("BLUF: ", "SITUATION: ", "ACTION: ", "NLT: ")
    cue_time = re.compile(r"\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}")
    note = re.compile(r"\[\d\] ")

    def layout(text: str) -> str:
        lines = text.split("\n")
        if len(lines) > 1 and lines[1].startswith("SITREP — "):
            return "sitrep"
        if len(lines) > 2 and lines[1].isdigit() and cue_time.fullmatch(lines[2]):
            return "subtitles"
        return "footnotes" if len(lines) > 1 and note.match(lines[1]) else "other"

    by_class = {"preference": ingest.H22_PREF_STYLES, **ingest.H22_CONSTRAINTS, "fact": ingest.H22_FACT_STYLES,
                "event": ingest.H22_EVENT_STYLES, "task": ingest.H22_TASK_STYLES}
    for kind, kind_styles in by_class.items():
        blocks = [style for style in kind_styles if "\n" in style]
        assert {layout(style) for style in blocks} == {"sitrep", "subtitles", "footnotes"}, kind
        for style in blocks:
            lines = style.split("\n")
            if layout(style) == "footnotes":
                assert "{" in lines[0] and "[1]" in lines[0], style
                assert all(note.match(line) and "{" not in line for line in lines[1:]), style
                continue
            assert lines[0].endswith(":") and "{" not in lines[0] + lines[-1], style
            assert not lines[-1].startswith(fields) and not cue_time.fullmatch(lines[-1]), style
            if layout(style) == "sitrep":
                assert lines[2].startswith("BLUF: ") and all(line.startswith(fields) for line in lines[2:-1]), style
            else:
                assert "{" in "\n".join(lines[3:-1]), style
    for noise in (ingest.H22_SMALLTALK, ingest.H22_TRAPS):
        assert {layout(text) for text in noise} >= {"sitrep", "subtitles", "footnotes"}
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev22", seed=seed) for t in c.turns
            if t.role == "user"]
    for marker in ("\nSITREP — ", " --> ", "\n[1] "):
        assert any(t.label in ingest.REAL and marker in t.content for t in user), marker
        assert any(t.also and marker in t.content for t in user), marker  # a block beside a second memory
        assert any(t.label == "trap" and marker in t.content for t in user), marker
    for turn in user:
        lines = turn.content.split("\n")
        for i, line in enumerate(lines):
            if line.startswith("SITREP — ") or cue_time.fullmatch(line):
                head = i if line.startswith("SITREP — ") else i - 1
                assert head > 0 and lines[head - 1].endswith(":"), turn.content
                end = next((j for j in range(i + 1, len(lines)) if lines[j] == ""), len(lines))
                assert end - head >= 3 and not lines[end - 1].startswith(fields), turn.content
            if note.match(line):  # a note sits under the paragraph that carries its marker
                start = max((j + 1 for j in range(i) if lines[j] == ""), default=0)
                assert any(line[:3] in above for above in lines[start:i] if not note.match(above)), turn.content
        for memory in turn.memories():  # the value is said, not only footnoted
            assert any(memory.value.lower() in line.lower() for line in lines if not note.match(line)), turn.content
def test_the_dev23_set_keeps_its_xml_exports_between_lines_of_prose() -> None:
    # an XML export is a prose line ending in ":", the XML declaration, a <settings owner="…"> element, child lines
    # (the value in one of them), "</settings>" and a closing prose line: every class has one; after asides and
    # joiners are added each export still follows a line ending in ":" and is closed by a line of prose; small talk
    # and traps are exports too (a greeting, a colleague's or a default export, a retracted one)
    declaration = '<?xml version="1.0" encoding="UTF-8"?>'
    by_class = {"preference": ingest.H23_PREF_STYLES, **ingest.H23_CONSTRAINTS, "fact": ingest.H23_FACT_STYLES,
                "event": ingest.H23_EVENT_STYLES, "task": ingest.H23_TASK_STYLES}
    for kind, kind_styles in by_class.items():
        blocks = [style for style in kind_styles if "\n" in style]
        assert blocks, kind
        for style in blocks:
            lines = style.split("\n")
            assert lines[0].endswith(":") and lines[1] == declaration and "{" not in lines[0] + lines[-1], style
            assert lines[2] == '<settings owner="me">' and lines[-2] == "</settings>", style  # the user's own
            assert "{" in "\n".join(lines[3:-2]), style
    for noise in (ingest.H23_SMALLTALK, ingest.H23_TRAPS):
        assert any(declaration in text for text in noise)
    assert any(declaration in text and 'owner="me"' not in text for text in ingest.H23_TRAPS)
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev23", seed=seed) for t in c.turns
            if t.role == "user"]
    assert any(t.label in ingest.REAL and declaration in t.content for t in user)
    assert any(t.also and declaration in t.content for t in user)  # an export beside a second memory
    assert any(t.label == "trap" and declaration in t.content for t in user)
    for turn in user:
        lines = turn.content.split("\n")
        for i, line in enumerate(lines):
            if line == declaration:
                assert i > 0 and lines[i - 1].endswith(":"), turn.content
                end = lines.index("</settings>", i)
                assert end + 1 < len(lines) and lines[end + 1] and not lines[end + 1].startswith("<"), turn.content


def test_the_dev23_set_writes_its_limericks_in_five_lines_in_every_class() -> None:
    # a limerick is one message of five " / "-separated lines; every memory class has one, with its value in a line
    by_class = {"preference": ingest.H23_PREF_STYLES, **ingest.H23_CONSTRAINTS, "fact": ingest.H23_FACT_STYLES,
                "event": ingest.H23_EVENT_STYLES, "task": ingest.H23_TASK_STYLES}
    for kind, kind_styles in by_class.items():
        limericks = [style for style in kind_styles if " / " in style]
        assert limericks, kind
        assert all(len(style.split(" / ")) == 5 and "\n" not in style for style in limericks), kind
    assert any(" / " in text for text in ingest.H23_SMALLTALK)
    assert any(" / " in text for text in ingest.H23_TRAPS)
def test_the_dev24_set_keeps_its_transcripts_glossaries_and_latex_between_lines_of_prose() -> None:
    # a courtroom transcript is numbered "n  Q. …" / "n  A. …" lines, a glossary a term line and a ": …" definition
    # line, a LaTeX snippet "\begin{itemize}", an "\item" line and "\end{itemize}": each after a prose line ending in
    # ":" and before a closing prose line, with the memory's value only in an answer, a definition or an item; every
    # class has all three; small talk and traps are blocks too (a transcript of a hello, a cousin's transcript)
    kinds = {"transcript": re.compile(r"\d+  [QA]\. "), "glossary": re.compile(r": "),
             "latex": re.compile(r"\\(begin|item|end)\b")}
    holds_value = {"transcript": re.compile(r"\d+  A\. "), "glossary": re.compile(r": "),
                   "latex": re.compile(r"\\item ")}

    def kind(lines: list[str]) -> str | None:
        return next((k for k, marker in kinds.items() if any(marker.match(line) for line in lines[1:-1])), None)

    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H24_PREF_STYLES, **ingest.H24_CONSTRAINTS, "fact": ingest.H24_FACT_STYLES,
                "event": ingest.H24_EVENT_STYLES, "task": ingest.H24_TASK_STYLES}
    for cls, cls_styles in by_class.items():
        blocks = [style.split("\n") for style in cls_styles if "\n" in style]
        assert {kind(lines) for lines in blocks} == set(kinds), cls
        for lines in blocks:
            k = kind(lines)
            assert k and len(lines) >= 3 and lines[0].endswith(":"), lines
            assert not kinds[k].match(lines[-1]) and "{" not in lines[0] + lines[-1], lines
            assert [line for line in lines if re.search(value[cls], line)], lines
            assert all(holds_value[k].match(line) for line in lines if re.search(value[cls], line)), lines
    for noise in (ingest.H24_SMALLTALK, ingest.H24_TRAPS):
        assert {kind(text.split("\n")) for text in noise if "\n" in text} == set(kinds)
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev24", seed=seed) for t in c.turns
            if t.role == "user"]
    for k in kinds:
        found = [t for t in user for part in t.content.split("\n\n") if kind(part.split("\n")) == k]
        assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found), k  # also beside a second
    traps = [t for seed in range(1, 9) for c in generate(wording="dev24", seed=seed) for t in c.turns
             if t.label == "trap"]  # a few block traps among many: eight seeds draw each kind
    for k in kinds:
        assert any(kind(t.content.split("\n")) == k for t in traps), k
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            k = kind(lines)
            if k is None:
                continue
            first = next(i for i, line in enumerate(lines) if kinds[k].match(line) or lines[i + 1:i + 2] and
                         k == "glossary" and kinds[k].match(lines[i + 1]))
            assert first > 0 and lines[first - 1].endswith(":"), turn.content
            assert not kinds[k].match(lines[-1]) and lines[-1].strip(), turn.content  # a closing prose line


def test_the_dev25_set_keeps_its_vcards_and_diffs_between_lines_of_prose() -> None:
    # a vCard is "BEGIN:VCARD" … "END:VCARD" with the value only in a "NOTE:" or "X-…:" line; a diff is "--- a/…" and
    # "+++ b/…" lines, an "@@" hunk and the value only in a "+" line (the "-" line never holds it): each after a prose
    # line ending in ":" and before a closing prose line; every class has both; small talk and traps are blocks too (a
    # card that says hello, a diff of a mood, a brother's card, a sister's diff)
    kinds = {"vcard": re.compile(r"(BEGIN|END):VCARD$"), "diff": re.compile(r"(---|\+\+\+) [ab]/")}
    holds_value = {"vcard": re.compile(r"(NOTE|X-[A-Z]+(-[A-Z]+)*):"), "diff": re.compile(r"\+(?!\+\+ )")}

    def kind(lines: list[str]) -> str | None:
        return next((k for k, marker in kinds.items() if any(marker.match(line) for line in lines[1:-1])), None)

    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H25_PREF_STYLES, **ingest.H25_CONSTRAINTS, "fact": ingest.H25_FACT_STYLES,
                "event": ingest.H25_EVENT_STYLES, "task": ingest.H25_TASK_STYLES}
    for cls, cls_styles in by_class.items():
        blocks = [style.split("\n") for style in cls_styles if "\n" in style]
        assert {kind(lines) for lines in blocks} == set(kinds), cls
        for lines in blocks:
            k = kind(lines)
            assert k and len(lines) >= 4 and lines[0].endswith(":"), lines
            assert kinds[k].match(lines[1]) and not kinds[k].match(lines[-1]), lines
            assert "{" not in lines[0] + lines[-1] and lines[-1].strip(), lines
            if k == "vcard":
                assert lines[1] == "BEGIN:VCARD" and lines[-2] == "END:VCARD", lines
            else:
                assert lines[2].startswith("+++ b/") and lines[3].startswith("@@ "), lines
            assert [line for line in lines if re.search(value[cls], line)], lines
            assert all(holds_value[k].match(line) for line in lines if re.search(value[cls], line)), lines
    for noise in (ingest.H25_SMALLTALK, ingest.H25_TRAPS):
        assert {kind(text.split("\n")) for text in noise if "\n" in text} == set(kinds)
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev25", seed=seed) for t in c.turns
            if t.role == "user"]
    for k in kinds:
        found = [t for t in user for part in t.content.split("\n\n") if kind(part.split("\n")) == k]
        assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found), k  # also beside a second
    traps = [t for seed in range(1, 9) for c in generate(wording="dev25", seed=seed) for t in c.turns
             if t.label == "trap"]  # a few block traps among many: eight seeds draw each kind
    for k in kinds:
        assert any(kind(t.content.split("\n")) == k for t in traps), k
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            k = kind(lines)
            if k is None:
                continue
            first = next(i for i, line in enumerate(lines) if kinds[k].match(line))
            assert first > 0 and lines[first - 1].endswith(":"), turn.content
            assert not kinds[k].match(lines[-1]) and lines[-1].strip(), turn.content  # a closing prose line
    # the values a pasted block must hold (a "-" line keeps a placeholder, "TBD", "?", "(unknown)", never a value)
    for turn in user:
        for memory in turn.memories():
            for part in turn.content.split("\n\n"):
                lines = part.split("\n")
                k = kind(lines)
                if k is None or memory.value.lower() not in part.lower():
                    continue
                assert any(holds_value[k].match(line) and memory.value.lower() in line.lower() for line in lines)
                assert not any(line.startswith("-") and not line.startswith("--- ") and
                               memory.value.lower() in line.lower() for line in lines), part


def test_the_dev25_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    # an inline joiner follows a sentence end; a block on either side stands apart by an empty line
    assert ingest.join_h25("I'd play jazz in any position", " Next thing: ", "My dog is Max.") == \
        "I'd play jazz in any position. Next thing: My dog is Max."
    assert ingest.join_h25("Deadass need to call the landlord this week.", " Also this: ", "Yo, no cats.") == \
        "Deadass need to call the landlord this week. Also this: Yo, no cats."
    block = "Here's my card:\nBEGIN:VCARD\nVERSION:3.0\nFN:Me\nNOTE:my dog is Max\nEND:VCARD\nSave it somewhere safe."
    assert ingest.join_h25("Brah, my dog stay Max.", " Next thing: ", block) == "Brah, my dog stay Max.\n\n" + block
    assert ingest.join_h25(block, " Next thing: ", "Dạ, my dog is Max ạ.") == block + "\n\nDạ, my dog is Max ạ."


def test_the_dev26_set_keeps_its_sql_snippets_between_lines_of_prose() -> None:
    # a SQL snippet opens with an "INSERT INTO", "UPDATE", "SELECT" or "DELETE FROM" line after a prose line ending in
    # ":", ends with a ";", and is followed by a closing prose line; a memory's value stands only in a "VALUES (" or
    # "SET " line; every class has one; small talk and traps have some too (a hello, a brother's row, a SELECT)
    opener = re.compile(r"(INSERT INTO|UPDATE|SELECT|DELETE FROM) ")
    sql = re.compile(r"(INSERT INTO|UPDATE|SELECT|DELETE FROM|VALUES|SET|WHERE|FROM) ")
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H26_PREF_STYLES, **ingest.H26_CONSTRAINTS, "fact": ingest.H26_FACT_STYLES,
                "event": ingest.H26_EVENT_STYLES, "task": ingest.H26_TASK_STYLES}

    def check(lines: list[str]) -> None:
        assert len(lines) >= 4 and lines[0].endswith(":") and opener.match(lines[1]), lines
        assert all(sql.match(line) for line in lines[1:-1]) and lines[-2].endswith(";"), lines
        assert not sql.match(lines[-1]) and lines[-1].strip() and "{" not in lines[0] + lines[-1], lines

    for cls, cls_styles in by_class.items():
        blocks = [style.split("\n") for style in cls_styles if "\n" in style]
        assert blocks, cls
        for lines in blocks:
            check(lines)
            holding = [line for line in lines if re.search(value[cls], line)]
            assert holding and all(line.startswith(("VALUES (", "SET ")) for line in holding), lines
    for noise in (ingest.H26_SMALLTALK, ingest.H26_TRAPS):
        blocks = [text.split("\n") for text in noise if "\n" in text]
        assert blocks
        for lines in blocks:
            check(lines)
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev26", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(opener.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            starts = [i for i, line in enumerate(lines) if opener.match(line)]
            for i in starts:
                assert i > 0 and lines[i - 1].endswith(":"), turn.content
            if starts:
                assert not sql.match(lines[-1]) and lines[-1].strip(), turn.content


def test_the_dev26_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h26("I go for jazz, la", " Tacking on: ", "My dog is Max.") == \
        "I go for jazz, la. Tacking on: My dog is Max."
    assert ingest.join_h26("gm ser.", " Bonus item: ", "Kid, no cats.") == "gm ser. Bonus item: Kid, no cats."
    block = "From my db:\nINSERT INTO about_me (field, value)\nVALUES (\"dog\", \"Max\");\nThat's mine."
    assert ingest.join_h26("Me dog's Max, la.", " Tacking on: ", block) == "Me dog's Max, la.\n\n" + block
    assert ingest.join_h26(block, " Tacking on: ", "My dog is Max ka.") == block + "\n\nMy dog is Max ka."


def test_the_dev27_set_keeps_its_org_mode_snippets_between_lines_of_prose() -> None:
    # an org-mode snippet opens with a "* " or "** " heading line after a prose line ending in ":", goes on with
    # property-drawer lines (":PROPERTIES:", ":KEY: value", ":END:") or a "CLOSED: [...]" line, and is followed by a
    # closing prose line; a memory's value stands only in a ":KEY: value" property line (a task's also in a "TODO"
    # heading); every class has one; small talk and traps have some too (a journal mood, a colleague's file, a template)
    heading = re.compile(r"\*{1,2} \S")
    org = re.compile(r"(\*{1,2} \S|:PROPERTIES:$|:END:$|:[A-Z_]+: \S|CLOSED: \[)")
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H27_PREF_STYLES, **ingest.H27_CONSTRAINTS, "fact": ingest.H27_FACT_STYLES,
                "event": ingest.H27_EVENT_STYLES, "task": ingest.H27_TASK_STYLES}

    def check(lines: list[str]) -> None:
        assert len(lines) >= 4 and lines[0].endswith(":") and heading.match(lines[1]), lines
        assert all(org.match(line) for line in lines[1:-1]), lines
        assert lines[1:-1].count(":PROPERTIES:") == lines[1:-1].count(":END:") <= 1, lines
        assert not org.match(lines[-1]) and lines[-1].strip() and "{" not in lines[0] + lines[-1], lines

    for cls, cls_styles in by_class.items():
        blocks = [style.split("\n") for style in cls_styles if "\n" in style]
        assert blocks, cls
        for lines in blocks:
            check(lines)
            holding = [line for line in lines if re.search(value[cls], line)]
            allowed = (r":[A-Z_]+: ", r"\*{1,2} TODO ") if cls == "task" else (r":[A-Z_]+: ",)
            assert holding and all(any(re.match(a, line) for a in allowed) for line in holding), lines
    for noise in (ingest.H27_SMALLTALK, ingest.H27_TRAPS):
        blocks = [text.split("\n") for text in noise if "\n" in text]
        assert blocks
        for lines in blocks:
            check(lines)
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev27", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(heading.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            starts = [i for i, line in enumerate(lines) if heading.match(line)]
            for i in starts:
                assert i > 0 and lines[i - 1].endswith(":"), turn.content
            if starts:
                assert not org.match(lines[-1]) and lines[-1].strip(), turn.content


def test_the_dev27_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h27("Howay, it's jazz for me, pet", " Plus this: ", "My dog is Max.") == \
        "Howay, it's jazz for me, pet. Plus this: My dog is Max."
    assert ingest.join_h27("Its Mum here. I like jazz best. Dont forget. xx", " Next one: ", "Moi. Max.") == \
        "Its Mum here. I like jazz best. Dont forget. xx. Next one: Moi. Max."
    assert ingest.join_h27("Cor blimey, jazz. Love it, I do.", " Next one: ", "Kak, no cats ya.") == \
        "Cor blimey, jazz. Love it, I do. Next one: Kak, no cats ya."
    block = "From my notes.org:\n* Me\n:PROPERTIES:\n:DOG: Max\n:END:\nThat's mine."
    assert ingest.join_h27("Me dog's Max, pet.", " Plus this: ", block) == "Me dog's Max, pet.\n\n" + block
    assert ingest.join_h27(block, " Plus this: ", "My dog is Max ya.") == block + "\n\nMy dog is Max ya."


def test_the_dev28_set_keeps_its_toml_blocks_between_lines_of_prose() -> None:
    # a TOML block opens with a "[table]" or "[[array-of-tables]]" header line after a prose line ending in ":", goes
    # on with "key = value" lines (bare or quoted keys) and "# comment" lines, and is followed by a closing prose line;
    # a memory's value stands only in a "key = value" line; every class has one; small talk and traps have some too (a
    # journal mood, a partner's file, a template, the TOML docs' sample)
    header = re.compile(r"\[\[?[a-z_][\w.]*\]\]?$")
    pair = re.compile(r'([a-z_][\w]*|"[^"]+") = \S')
    toml = re.compile(r'(\[\[?[a-z_][\w.]*\]\]?$|# |([a-z_][\w]*|"[^"]+") = \S)')
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H28_PREF_STYLES, **ingest.H28_CONSTRAINTS, "fact": ingest.H28_FACT_STYLES,
                "event": ingest.H28_EVENT_STYLES, "task": ingest.H28_TASK_STYLES}

    def check(lines: list[str]) -> None:
        assert len(lines) >= 4 and lines[0].endswith(":") and header.match(lines[1]), lines
        assert all(toml.match(line) for line in lines[1:-1]), lines
        assert any(pair.match(line) for line in lines[2:-1]), lines
        assert not toml.match(lines[-1]) and lines[-1].strip() and "{" not in lines[0] + lines[-1], lines

    for cls, cls_styles in by_class.items():
        blocks = [style.split("\n") for style in cls_styles if "\n" in style]
        assert blocks, cls
        for lines in blocks:
            check(lines)
            holding = [line for line in lines if re.search(value[cls], line)]
            assert holding and all(pair.match(line) for line in holding), lines
    for noise in (ingest.H28_SMALLTALK, ingest.H28_TRAPS):
        blocks = [text.split("\n") for text in noise if "\n" in text]
        assert blocks
        for lines in blocks:
            check(lines)
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev28", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(header.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            starts = [i for i, line in enumerate(lines) if header.match(line)]
            for i in starts:
                assert i > 0 and lines[i - 1].endswith(":"), turn.content
            if starts:
                assert not toml.match(lines[-1]) and lines[-1].strip(), turn.content


def test_the_dev28_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h28("Ow am ya, bab? It's jazz for me, always", " Second item here: ", "My dog is Max.") == \
        "Ow am ya, bab? It's jazz for me, always. Second item here: My dog is Max."
    assert ingest.join_h28("QSL? My preference is jazz. Over.", " And also: ", "Copy: dog, Max.") == \
        "QSL? My preference is jazz. Over. And also: Copy: dog, Max."
    assert ingest.join_h28("Beta on me: jazz, every time (always)", " As well: ", "Me dog's Max, bab.") == \
        "Beta on me: jazz, every time (always). As well: Me dog's Max, bab."
    block = 'From me.toml:\n[me]\ndog = "Max"\nThat\'s mine.'
    assert ingest.join_h28("Me dog's Max, bab.", " As well: ", block) == "Me dog's Max, bab.\n\n" + block
    assert ingest.join_h28(block, " As well: ", "My dog is Max, hajur.") == block + "\n\nMy dog is Max, hajur."


def test_the_dev29_set_keeps_its_emails_to_self_between_lines_of_prose() -> None:
    # an e-mail block opens after a prose line ending in ":" with "From: " and "To: " header lines (and sometimes a
    # "Date: " line), then a "Subject: " line, one or two body lines, the "-- " signature separator, one signature line
    # and a closing prose line; no empty line inside; a memory's value stands only in the "Subject: " line or a body
    # line; every class has one; small talk and traps have some too (a mood, a hello, a sister's forwarded mail, an
    # old mail, a template, a phishing mail, a colleague's out-of-office, a joke)
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H29_PREF_STYLES, **ingest.H29_CONSTRAINTS, "fact": ingest.H29_FACT_STYLES,
                "event": ingest.H29_EVENT_STYLES, "task": ingest.H29_TASK_STYLES}
    address = r"[^<>\n]+ <[\w.-]+@[\w.-]+>$"
    header = re.compile(r"(From|To|Date|Subject): ")

    def check(lines: list[str]) -> tuple[list[str], list[str]]:
        """The block's Subject line and body lines; asserts its shape."""
        assert len(lines) >= 8 and lines[0].endswith(":") and not header.match(lines[0]), lines
        assert re.match(r"From: " + address, lines[1]) and re.match(r"To: " + address, lines[2]), lines
        i = 3
        if lines[i].startswith("Date: "):
            assert re.match(r"Date: \w{3}, \d{1,2} \w{3} \d{4} \d\d:\d\d$", lines[i]), lines
            i += 1
        assert lines[i].startswith("Subject: ") and len(lines[i]) > len("Subject: "), lines
        sep = lines.index("-- ")
        body = lines[i + 1:sep]
        assert 1 <= len(body) <= 2 and all(line.strip() and not header.match(line) for line in body), lines
        assert sep == len(lines) - 3 and lines[-2].strip() and "{" not in lines[-2], lines
        assert lines[-1].strip() and not header.match(lines[-1]) and "{" not in lines[0] + lines[-1], lines
        assert "" not in lines, lines
        return [lines[i]], body

    for cls, cls_styles in by_class.items():
        blocks = [style.split("\n") for style in cls_styles if "\n" in style]
        assert blocks, cls
        for lines in blocks:
            subject, body = check(lines)
            holding = [line for line in lines if re.search(value[cls], line)]
            assert holding and set(holding) <= set(subject + body), lines
    for noise in (ingest.H29_SMALLTALK, ingest.H29_TRAPS):
        blocks = [text.split("\n") for text in noise if "\n" in text]
        assert blocks
        for lines in blocks:
            check(lines)
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev29", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if "\n-- \n" in t.content]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            starts = [i for i, line in enumerate(lines) if line.startswith("From: ")]
            assert len(starts) <= 1, turn.content
            for i in starts:
                assert i > 0 and lines[i - 1].endswith(":") and lines[i + 1].startswith("To: "), turn.content
                # the closing prose line ends the part, or an aside on a line of its own follows it
                assert "-- " in lines[i:] and len(lines) - 4 <= lines.index("-- ", i) <= len(lines) - 3, turn.content


def test_the_dev29_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h29("Mais, cher, jazz, that's what I like, me", " Next up: ", "Me dog is Max, b'y.") == \
        "Mais, cher, jazz, that's what I like, me. Next up: Me dog is Max, b'y."
    assert ingest.join_h29("ack. my default is jazz.", " Plus one more: ", "ack, dog is Max") == \
        "ack. my default is jazz. Plus one more: ack, dog is Max"
    assert ingest.join_h29("blocker in prod (prod = me)", " And then: ", "Tak, dog: Max.") == \
        "blocker in prod (prod = me). And then: Tak, dog: Max."
    block = "From my inbox:\nFrom: me <me@home.example>\nTo: me <me@home.example>\nSubject: dog\nMax\n-- \nme\nMine."
    assert ingest.join_h29("Me dog is Max, b'y.", " Next up: ", block) == "Me dog is Max, b'y.\n\n" + block
    assert ingest.join_h29(block, " Next up: ", "My dog is Max, jasně.") == block + "\n\nMy dog is Max, jasně."


def test_the_dev30_set_keeps_its_crontab_lines_between_lines_of_prose() -> None:
    # a crontab block opens after a prose line ending in ":" with one to three crontab lines: "# " comment lines (the
    # "# m h  dom mon dow   command" header among them) and one or two schedule lines (five time fields or an "@…"
    # macro, then a command), then a closing prose line; no empty line and no "%" inside; a memory's value stands only
    # in a schedule line's command; every class has one; small talk and traps have some too (a good morning, a joke
    # job, a flatmate's crontab, a tutorial example, a commented-out old line, a team template, the man page)
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H30_PREF_STYLES, **ingest.H30_CONSTRAINTS, "fact": ingest.H30_FACT_STYLES,
                "event": ingest.H30_EVENT_STYLES, "task": ingest.H30_TASK_STYLES}
    schedule = re.compile(r"(?:@(?:reboot|hourly|daily|weekly|monthly|yearly)|(?:[\d*/,-]+ ){4}[\d*/,-]+) +(\S.*)$")

    def crontab(line: str) -> bool:
        return line.startswith("#") or bool(schedule.match(line))

    def check(lines: list[str], least: int = 1) -> list[str]:
        """The block's schedule lines' commands (at least ``least``); asserts its shape."""
        assert 3 <= len(lines) <= 5 and lines[0].endswith(":") and not crontab(lines[0]), lines
        assert lines[-1].strip() and not crontab(lines[-1]) and "{" not in lines[0] + lines[-1], lines
        inner = lines[1:-1]
        assert all(crontab(line) for line in inner), lines
        commands = [m.group(1) for m in map(schedule.match, inner) if m]
        assert least <= len(commands) <= 2 and "" not in lines and "%" not in "\n".join(lines), lines
        return commands

    for cls, cls_styles in by_class.items():
        blocks = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(blocks) >= 3, cls
        for lines in blocks:
            commands = check(lines)
            holding = [line for line in lines if re.search(value[cls], line)]
            assert holding and all(crontab(line) and not line.startswith("#") for line in holding), lines
            assert all(re.search(value[cls], c) for c in commands if any(c in line for line in holding)), lines
            assert any(re.search(value[cls], c) for c in commands), lines
    for noise in (ingest.H30_SMALLTALK, ingest.H30_TRAPS):
        blocks = [text.split("\n") for text in noise if "\n" in text]
        assert len(blocks) >= 3
        for lines in blocks:
            check(lines, least=0)  # an old line commented out has no schedule line left
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev30", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(schedule.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            rows = [i for i, line in enumerate(lines) if crontab(line)]
            if not rows:
                continue
            # one block per part: its crontab lines in one run, after a prose line ending in ":" and before a
            # closing prose line (which ends the part, or an aside on a line of its own follows it)
            first, last = rows[0], rows[-1]
            assert rows == list(range(first, last + 1)), turn.content
            assert first > 0 and lines[first - 1].endswith(":"), turn.content
            assert len(lines) - 3 <= last <= len(lines) - 2, turn.content


def test_the_dev30_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h30("My thing, já: jazz", " Next on the pile: ", "My dog is Max, bre.") == \
        "My thing, já: jazz. Next on the pile: My dog is Max, bre."
    assert ingest.join_h30("From the top: I prefer jazz.", " Same breath: ", "Log it: dog Max.") == \
        "From the top: I prefer jazz. Same breath: Log it: dog Max."
    assert ingest.join_h30("Example: 'Budget: €150'", " Item two, also mine: ", "Takk, and my dog: Max.") == \
        "Example: 'Budget: €150'. Item two, also mine: Takk, and my dog: Max."
    block = 'From my crontab:\n0 9 * * 1  notify-send "my dog: Max"\nThat\'s my own.'
    assert ingest.join_h30("My dog? Max, my lover.", " Another one, mine: ", block) == \
        "My dog? Max, my lover.\n\n" + block
    assert ingest.join_h30(block, " Another one, mine: ", "Chalk it up: my dog is Max.") == \
        block + "\n\nChalk it up: my dog is Max."


def test_the_dev31_set_keeps_its_calendar_events_between_lines_of_prose() -> None:
    # a VEVENT block opens after a prose line ending in ":" with a "BEGIN:VEVENT" line, one to four property lines (a
    # name in capitals, ";"-parameters, then ":" and the value) and an "END:VEVENT" line, then a closing prose line;
    # no empty line inside; a memory's value stands only in a "SUMMARY:" or "DESCRIPTION:" line; every class has one;
    # small talk and traps have some too (a good morning, a half-asleep typo, a sister's entry, a tutorial example, a
    # cancelled entry, a work template, a partner's rule, a joke budget, a question about RRULE)
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H31_PREF_STYLES, **ingest.H31_CONSTRAINTS, "fact": ingest.H31_FACT_STYLES,
                "event": ingest.H31_EVENT_STYLES, "task": ingest.H31_TASK_STYLES}
    prop = re.compile(r"([A-Z][A-Z-]*)(?:;[A-Z-]+=[^:;]+)*:(\S.*)$")

    def ical(line: str) -> bool:
        return bool(prop.match(line))

    def check(lines: list[str]) -> list[tuple[str, str]]:
        """The block's properties (name, value); asserts its shape."""
        assert 4 <= len(lines) <= 8 and lines[0].endswith(":") and not ical(lines[0]), lines
        assert lines[1] == "BEGIN:VEVENT" and lines[-2] == "END:VEVENT", lines
        assert lines[-1].strip() and not ical(lines[-1]) and "{" not in lines[0] + lines[-1], lines
        inner = lines[2:-2]
        assert 1 <= len(inner) <= 4 and all(ical(line) for line in inner), lines
        assert "" not in lines and "VEVENT" not in "\n".join(inner), lines
        return [prop.match(line).groups() for line in inner]

    for cls, cls_styles in by_class.items():
        blocks = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(blocks) >= 3, cls
        for lines in blocks:
            props = check(lines)
            holding = [line for line in lines if re.search(value[cls], line)]
            assert holding and all(line.startswith(("SUMMARY:", "DESCRIPTION:")) for line in holding), lines
            assert any(name in ("SUMMARY", "DESCRIPTION") and re.search(value[cls], v) for name, v in props), lines
    for noise in (ingest.H31_SMALLTALK, ingest.H31_TRAPS):
        blocks = [text.split("\n") for text in noise if "\n" in text]
        assert len(blocks) >= 3
        for lines in blocks:
            check(lines)
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev31", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if "BEGIN:VEVENT" in t.content]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            if "BEGIN:VEVENT" not in lines:
                assert "END:VEVENT" not in lines and not any(line.startswith("SUMMARY:") for line in lines), turn
                continue
            # one block per part: after a prose line ending in ":" and before a closing prose line (which ends the
            # part, or an aside on a line of its own follows it)
            first, last = lines.index("BEGIN:VEVENT"), lines.index("END:VEVENT")
            assert lines.count("BEGIN:VEVENT") == 1 and lines.count("END:VEVENT") == 1, turn.content
            assert first > 0 and lines[first - 1].endswith(":"), turn.content
            assert all(ical(line) for line in lines[first:last + 1]), turn.content
            assert len(lines) - 3 <= last <= len(lines) - 2, turn.content


def test_the_dev31_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h31("Oh ya, my dog is Max", " Adding one: ", "Tak, I prefer jazz.") == \
        "Oh ya, my dog is Max. Adding one: Tak, I prefer jazz."
    assert ingest.join_h31("Wire it in: I prefer jazz.", " Second bit: ", "Pronto, dog: Max.") == \
        "Wire it in: I prefer jazz. Second bit: Pronto, dog: Max."
    assert ingest.join_h31("Sign: 'No check-ins'", " Plus, mine too: ", "My dog? Max, love.") == \
        "Sign: 'No check-ins'. Plus, mine too: My dog? Max, love."
    assert ingest.join_h31("Gata, booked: interview (4 March)", " One more of mine: ", "Hai, dog Max.") == \
        "Gata, booked: interview (4 March). One more of mine: Hai, dog Max."
    block = "From my calendar:\nBEGIN:VEVENT\nSUMMARY:My dog - Max\nEND:VEVENT\nThat's mine."
    assert ingest.join_h31("Ope, you'll want my dog: Max.", " Adding one: ", block) == \
        "Ope, you'll want my dog: Max.\n\n" + block
    assert ingest.join_h31(block, " Adding one: ", "Uff da, I prefer jazz.") == block + "\n\nUff da, I prefer jazz."


def test_the_dev32_set_keeps_its_shell_sessions_between_lines_of_prose() -> None:
    # a shell block opens after a prose line ending in ":" with one to four command lines, each after the user's own
    # prompt ("me@host:~/path$ ") and followed by zero to three lines of its output, and ends with a bare prompt line
    # (the selection ran on to the next prompt), then a closing prose line; no empty line inside; a memory's value
    # stands only in a command or an output line, never in the prose around it or on the bare prompt; every class has
    # one; small talk and traps have some too (a date, a fortune, a typo'd command, an uptime, an echo, a flatmate's
    # file, a tutorial's example, a deleted line, a joke fortune, a question about grep, a colleague's config, an old
    # history line)
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H32_PREF_STYLES, **ingest.H32_CONSTRAINTS, "fact": ingest.H32_FACT_STYLES,
                "event": ingest.H32_EVENT_STYLES, "task": ingest.H32_TASK_STYLES}
    prompt = r"me@[a-z][a-z-]*:~[\w/.-]*\$"
    command, bare = re.compile(prompt + r" \S.*$"), re.compile(prompt + r"$")

    def shell(line: str) -> bool:
        return bool(command.match(line) or bare.match(line))

    def session(inner: list[str]) -> None:
        """One to four commands, each followed by zero to three output lines."""
        assert inner and command.match(inner[0]), inner
        runs = [0]
        for line in inner[1:]:
            assert line.strip() and not bare.match(line), inner
            if command.match(line):
                runs.append(0)
            else:
                runs[-1] += 1
        assert 1 <= len(runs) <= 4 and all(n <= 3 for n in runs), inner

    def check(lines: list[str]) -> list[str]:
        """The block's commands and output; asserts its shape."""
        assert lines[0].endswith(":") and not shell(lines[0]) and "{" not in lines[0], lines
        assert bare.match(lines[-2]) and lines[-1].strip() and not shell(lines[-1]) and "{" not in lines[-1], lines
        assert "" not in lines and sum(bool(bare.match(line)) for line in lines) == 1, lines
        session(lines[1:-2])
        return lines[1:-2]

    for cls, cls_styles in by_class.items():
        blocks = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(blocks) >= 3, cls
        for lines in blocks:
            inner = check(lines)
            holding = [line for line in lines if re.search(value[cls], line)]
            assert holding and all(line in inner for line in holding), lines
    for noise in (ingest.H32_SMALLTALK, ingest.H32_TRAPS):
        blocks = [text.split("\n") for text in noise if "\n" in text]
        assert len(blocks) >= 3
        for lines in blocks:
            check(lines)
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev32", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(bare.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            ends = [i for i, line in enumerate(lines) if bare.match(line)]
            if not ends:
                assert not any(shell(line) or line.startswith("me@") for line in lines), turn
                continue
            # one block per part: after a prose line ending in ":" and before a closing prose line (which ends the
            # part, or an aside on a line of its own follows it)
            assert len(ends) == 1, turn.content
            first = next(i for i, line in enumerate(lines) if command.match(line))
            assert first > 0 and lines[first - 1].endswith(":") and not shell(lines[first - 1]), turn.content
            session(lines[first:ends[0]])
            assert len(lines) - 3 <= ends[0] <= len(lines) - 2, turn.content


def test_the_dev32_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h32("Home, my dog is Max", " And this too: ", "Nå, I prefer jazz.") == \
        "Home, my dog is Max. And this too: Nå, I prefer jazz."
    assert ingest.join_h32("Selam, I prefer jazz.", " Also from me: ", "Ishi, my dog is Max.") == \
        "Selam, I prefer jazz. Also from me: Ishi, my dog is Max."
    assert ingest.join_h32("Sign: 'No walk-ins'", " Then, next from me: ", "My dog? Max.") == \
        "Sign: 'No walk-ins'. Then, next from me: My dog? Max."
    assert ingest.join_h32("Blocked out: interview (4 March)", " And before I go: ", "Labas, dog Max.") == \
        "Blocked out: interview (4 March). And before I go: Labas, dog Max."
    assert ingest.join_h32("Valio, it's Max!", " Tack this onto it: ", "I prefer jazz.") == \
        "Valio, it's Max! Tack this onto it: I prefer jazz."
    block = "From my notes:\nme@laptop:~$ cat ~/notes/me.txt\ndog: Max\nme@laptop:~$\nThat's mine."
    assert ingest.join_h32("Nå, my dog is Max.", " And this too: ", block) == "Nå, my dog is Max.\n\n" + block
    assert ingest.join_h32(block, " Also from me: ", "Home, I prefer jazz.") == block + "\n\nHome, I prefer jazz."


def test_the_dev33_set_keeps_its_log_lines_between_lines_of_prose() -> None:
    # a log block opens after a prose line ending in ":" with one or two log lines from the user's own apps and devices,
    # each in one of four formats (Python's logging "2027-03-01 09:12:03,114 INFO name: …", a bracketed "[2027-02-27
    # 21:47:55] [info] name: …", a journal line "Mar 01 07:02:11 host name[812]: …", logfmt "ts=…Z level=info …"),
    # then a closing prose line; no empty line inside; a memory's value stands only in a log line, never in the prose
    # around it; no timestamp says 7:30 or 8:30 (times a memory could be); every class has three or more; small talk
    # and traps have some too (a morning routine, a backup, a weather script, a thirsty basil, a doorbell, an uptime;
    # a flatmate's profile, an app's docs, a removed setting, a guest, a warning, a colleague's bot, an old line)
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H33_PREF_STYLES, **ingest.H33_CONSTRAINTS, "fact": ingest.H33_FACT_STYLES,
                "event": ingest.H33_EVENT_STYLES, "task": ingest.H33_TASK_STYLES}
    log = re.compile(r"(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} (DEBUG|INFO|WARNING) [a-z]+: "
                     r"|\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\] \[(debug|info|notice|warn)\] [a-z]+: "
                     r"|[A-Z][a-z]{2} \d\d \d\d:\d\d:\d\d [a-z]+ [a-z]+\[\d+\]: "
                     r"|ts=\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ level=(debug|info|warn) )\S")
    stamp = re.compile(r"^\[?(\d{4}-\d\d-\d\d[ T]|ts=\d{4}-\d\d-\d\dT|[A-Z][a-z]{2} \d\d )(\d\d:\d\d):")

    def check(lines: list[str]) -> list[str]:
        """The block's log lines; asserts its shape."""
        assert lines[0].endswith(":") and not log.match(lines[0]) and "{" not in lines[0], lines
        assert lines[-1].strip() and not log.match(lines[-1]) and "{" not in lines[-1], lines
        assert "" not in lines and 1 <= len(lines) - 2 <= 2 and all(log.match(line) for line in lines[1:-1]), lines
        for line in lines[1:-1]:
            match = stamp.match(line.removeprefix("ts="))
            assert match and match.group(2) not in ("07:30", "08:30", "19:30", "20:30"), line
        return lines[1:-1]

    for cls, cls_styles in by_class.items():
        blocks = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(blocks) >= 3, cls
        for lines in blocks:
            inner = check(lines)
            holding = [line for line in lines if re.search(value[cls], line)]
            assert holding and all(line in inner for line in holding), lines
    for noise in (ingest.H33_SMALLTALK, ingest.H33_TRAPS):
        blocks = [text.split("\n") for text in noise if "\n" in text]
        assert len(blocks) >= 3
        for lines in blocks:
            check(lines)
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev33", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(log.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            logged = [i for i, line in enumerate(lines) if log.match(line)]
            if not logged:
                continue
            # one block per part, its log lines together: after a prose line ending in ":" and before a closing prose
            # line (which ends the part, or an aside on a line of its own follows it)
            first, last = logged[0], logged[-1]
            assert logged == list(range(first, last + 1)) and last - first < 2, turn.content
            assert first > 0 and lines[first - 1].endswith(":"), turn.content
            assert len(lines) - 3 <= last <= len(lines) - 2, turn.content


def test_the_dev33_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h33("Ore, my dog? Max", " Plus, from me: ", "Wi, I prefer jazz.") == \
        "Ore, my dog? Max. Plus, from me: Wi, I prefer jazz."
    assert ingest.join_h33("Mhoro, my dog is Max.", " Also, mine: ", "Kargi, I prefer jazz.") == \
        "Mhoro, my dog is Max. Also, mine: Kargi, I prefer jazz."
    assert ingest.join_h33("Sign: 'no credit on Fridays'", " Add this to it: ", "My dog? Max.") == \
        "Sign: 'no credit on Fridays'. Add this to it: My dog? Max."
    assert ingest.join_h33("Calbot: interview (4 March)", " Last one for now: ", "Me, my dog is Max.") == \
        "Calbot: interview (4 March). Last one for now: Me, my dog is Max."
    assert ingest.join_h33("Gaumarjos, it's Max!", " Oh, and mine too: ", "I prefer jazz.") == \
        "Gaumarjos, it's Max! Oh, and mine too: I prefer jazz."
    block = "My bot logged it:\n2027-03-01 09:12:03,114 INFO notebot: my dog = Max\nThat's mine."
    assert ingest.join_h33("Po, my dog is Max.", " Plus, from me: ", block) == "Po, my dog is Max.\n\n" + block
    assert ingest.join_h33(block, " Also, mine: ", "Enben, I prefer jazz.") == block + "\n\nEnben, I prefer jazz."


def test_the_dev34_set_keeps_its_notifications_between_lines_of_prose() -> None:
    # a notification block opens after a prose line ending in ":" with one or two notifications copied from the user's
    # own phone, each two lines: a header (the app's name, then "(now)", "(5m ago)" or "(2h ago)", never a clock time)
    # and a body line; then a closing prose line; no empty line inside; a memory's value stands only in a body, never in
    # a header or in the prose around it; every class has three or more; small talk and traps have some too (the
    # weather, a battery, a step goal, a photo memory, the doorbell, an update; a flatmate's phone, an app's help page,
    # a cleared filter, a cousin on the tablet, a question, a colleague's screenshot, a store demo, spam)
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H34_PREF_STYLES, **ingest.H34_CONSTRAINTS, "fact": ingest.H34_FACT_STYLES,
                "event": ingest.H34_EVENT_STYLES, "task": ingest.H34_TASK_STYLES}
    header = re.compile(r"[A-Z][A-Za-z]*( [A-Z][A-Za-z]*)* \((now|[1-9]\d?[mh] ago)\)$")

    def check(lines: list[str]) -> list[str]:
        """The block's body lines; asserts its shape."""
        assert lines[0].endswith(":") and not header.match(lines[0]) and "{" not in lines[0], lines
        assert lines[-1].strip() and not lines[-1].endswith(":") and not header.match(lines[-1]), lines
        assert "{" not in lines[-1] and "" not in lines, lines
        inner = lines[1:-1]
        assert len(inner) in (2, 4), lines
        heads, bodies = inner[0::2], inner[1::2]
        assert all(header.match(line) and "{" not in line for line in heads), lines
        assert all(line.strip() and not header.match(line) and not line.endswith(":") for line in bodies), lines
        assert not any(re.search(r"\d:\d\d", line) for line in heads), lines
        return bodies

    for cls, cls_styles in by_class.items():
        blocks = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(blocks) >= 3, cls
        for lines in blocks:
            bodies = check(lines)
            holding = [line for line in lines if re.search(value[cls], line)]
            assert holding and all(line in bodies for line in holding), lines
    for noise in (ingest.H34_SMALLTALK, ingest.H34_TRAPS):
        blocks = [text.split("\n") for text in noise if "\n" in text]
        assert len(blocks) >= 3
        for lines in blocks:
            check(lines)
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev34", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(header.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            heads = [i for i, line in enumerate(lines) if header.match(line)]
            if not heads:
                continue
            # one block per part, its notifications together (a header, its body, perhaps a second header and body):
            # after a prose line ending in ":" and before a closing prose line (which ends the part, or an aside on a
            # line of its own follows it)
            first, last = heads[0], heads[-1]
            assert heads in ([first], [first, first + 2]), turn.content
            assert first > 0 and lines[first - 1].endswith(":"), turn.content
            assert len(lines) - 4 <= last <= len(lines) - 3, turn.content


def test_the_dev34_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h34("Malō, my dog? Max", " Keep this too: ", "Eny, I prefer jazz.") == \
        "Malō, my dog? Max. Keep this too: Eny, I prefer jazz."
    assert ingest.join_h34("Talofa, my dog is Max.", " Another from me: ", "Za, I prefer jazz.") == \
        "Talofa, my dog is Max. Another from me: Za, I prefer jazz."
    assert ingest.join_h34("Pool rule: 'no diving before noon'", " Plus one more of mine: ", "My dog? Max.") == \
        "Pool rule: 'no diving before noon'. Plus one more of mine: My dog? Max."
    assert ingest.join_h34("Reminders: dentist (4 March)", " Second one, mine: ", "Mingalaba, my dog is Max.") == \
        "Reminders: dentist (4 March). Second one, mine: Mingalaba, my dog is Max."
    assert ingest.join_h34("Manaia, it's Max!", " Equally true of me: ", "I prefer jazz.") == \
        "Manaia, it's Max! Equally true of me: I prefer jazz."
    block = "My phone showed this:\nContacts (now)\nYour card was updated: dog Max\nThat's mine."
    assert ingest.join_h34("Tiim, my dog is Max.", " Keep this too: ", block) == "Tiim, my dog is Max.\n\n" + block
    assert ingest.join_h34(block, " Another from me: ", "Eny, I prefer jazz.") == block + "\n\nEny, I prefer jazz."


def test_the_dev35_set_keeps_its_dot_leader_lines_between_lines_of_prose() -> None:
    # a dot-leader block opens after a prose line ending in ":" with one or two lines as printed on a card or sheet the
    # user keeps, each a label, a space, five or more dots, a space and an entry ("Seat ........ aisle seats"); then a
    # closing prose line; no empty line inside; no prose line has five dots in a row; a memory's value stands only in
    # an entry (after the dots), never in a label or in the prose around it; every class has three or more; small talk
    # and traps have some too (a menu, a tide table, a concert programme, a fixture list, a timetable, a quiz sheet; a
    # flatmate's card, a print shop's sample, a crossed-out old line, an apprentice's card, a menu, a quiz, a hotel's
    # card, a horse's card)
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H35_PREF_STYLES, **ingest.H35_CONSTRAINTS, "fact": ingest.H35_FACT_STYLES,
                "event": ingest.H35_EVENT_STYLES, "task": ingest.H35_TASK_STYLES}
    leader = re.compile(r"(?P<label>[^\s.][^.]*?) \.{5,} (?P<entry>\S.*)$")

    def check(lines: list[str]) -> list[str]:
        """The block's entries; asserts its shape."""
        assert lines[0].endswith(":") and "....." not in lines[0] and "{" not in lines[0], lines
        assert lines[-1].strip() and not lines[-1].endswith(":") and "....." not in lines[-1], lines
        assert "{" not in lines[-1] and "" not in lines, lines
        inner = lines[1:-1]
        assert len(inner) in (1, 2) and all(leader.match(line) for line in inner), lines
        return [leader.match(line)["entry"] for line in inner]

    for cls, cls_styles in by_class.items():
        blocks = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(blocks) >= 3, cls
        for lines in blocks:
            entries = check(lines)
            assert any(re.search(value[cls], entry) for entry in entries), lines
            assert not any(re.search(value[cls], line) for line in (lines[0], lines[-1])), lines
            assert not any(re.search(value[cls], leader.match(line)["label"]) for line in lines[1:-1]), lines
    for noise in (ingest.H35_SMALLTALK, ingest.H35_TRAPS):
        blocks = [text.split("\n") for text in noise if "\n" in text]
        assert len(blocks) >= 3
        for lines in blocks:
            check(lines)
        assert not any("....." in text for text in noise if "\n" not in text)
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev35", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(leader.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            rows = [i for i, line in enumerate(lines) if "....." in line]
            if not rows:
                continue
            # one block per part, its lines together (one or two): after a prose line ending in ":" and before a
            # closing prose line (which ends the part, or an aside on a line of its own follows it)
            first, last = rows[0], rows[-1]
            assert rows in ([first], [first, first + 1]), turn.content
            assert all(leader.match(lines[i]) for i in rows), turn.content
            assert first > 0 and lines[first - 1].endswith(":"), turn.content
            assert len(lines) - 3 <= last <= len(lines) - 2, turn.content


def test_the_dev35_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h35("Kaixo, my dog is Max", " One more about me: ", "Choni, I prefer jazz.") == \
        "Kaixo, my dog is Max. One more about me: Choni, I prefer jazz."
    assert ingest.join_h35("Arí, my dog is Max.", " Add this one too: ", "Haa walaal, jazz I like the most.") == \
        "Arí, my dog is Max. Add this one too: Haa walaal, jazz I like the most."
    assert ingest.join_h35("Busy Mondays (my rule)", " Plus, of mine: ", "My dog is Max.") == \
        "Busy Mondays (my rule). Plus, of mine: My dog is Max."
    assert ingest.join_h35("Bale, my dog is Max!", " Last one of mine: ", "I prefer jazz.") == \
        "Bale, my dog is Max! Last one of mine: I prefer jazz."
    assert ingest.join_h35("My cat? Pepper?", " And then, mine too: ", "jazz.") == \
        "My cat? Pepper? And then, mine too: jazz."
    block = "Off the card in my wallet:\ndog ......... Max\nMy card, my details."
    assert ingest.join_h35("Iska warran, my dog is Max.", " And then, mine too: ", block) == \
        "Iska warran, my dog is Max.\n\n" + block
    assert ingest.join_h35(block, " Besides that, mine: ", "Kaixo, I prefer jazz.") == \
        block + "\n\nKaixo, I prefer jazz."


def test_the_dev36_set_keeps_its_breadcrumbs_between_lines_of_prose() -> None:
    # a breadcrumb block opens after a prose line ending in ":" with one or two lines as copied out of an app of the
    # user's own, each three to five segments joined by " › " ("Settings › Focus › Sleep › starts at 9pm"); then a
    # closing prose line; no empty line inside; no "›" anywhere else; a memory's value stands only in a breadcrumb's
    # last segment, never in an earlier segment or in the prose around it; every class has three or more; small talk
    # and traps have some too (a phone's version number, a museum's site, a recipe site, a help page, a weather site, a
    # library catalogue, a map, a sports site; a husband's profile, an old setting, an app's suggestion, a café's
    # site, a sister's calendar, a cousin's cat, an intranet, a dream profile, a mother's tablet, a help page's
    # example, a deleted value, a wholesale page)
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H36_PREF_STYLES, **ingest.H36_CONSTRAINTS, "fact": ingest.H36_FACT_STYLES,
                "event": ingest.H36_EVENT_STYLES, "task": ingest.H36_TASK_STYLES}
    crumb = re.compile(r"^(?P<path>(?:[^\s›][^›]*? › ){2,4})(?P<last>[^\s›][^›]*)$")

    def check(lines: list[str]) -> list[str]:
        """The block's last segments; asserts its shape."""
        assert lines[0].endswith(":") and "›" not in lines[0] and "{" not in lines[0], lines
        assert lines[-1].strip() and not lines[-1].endswith(":") and "›" not in lines[-1], lines
        assert "{" not in lines[-1] and "" not in lines, lines
        inner = lines[1:-1]
        assert len(inner) in (1, 2) and all(crumb.match(line) for line in inner), lines
        assert all(segment == segment.strip() and segment for line in inner for segment in line.split(" › ")), lines
        return [crumb.match(line)["last"] for line in inner]

    for cls, cls_styles in by_class.items():
        blocks = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(blocks) >= 3, cls
        assert not any("›" in style for style in cls_styles if "\n" not in style), cls
        for lines in blocks:
            lasts = check(lines)
            assert any(re.search(value[cls], last) for last in lasts), lines
            assert not any(re.search(value[cls], line) for line in (lines[0], lines[-1])), lines
            assert not any(re.search(value[cls], crumb.match(line)["path"]) for line in lines[1:-1]), lines
    for noise in (ingest.H36_SMALLTALK, ingest.H36_TRAPS):
        blocks = [text.split("\n") for text in noise if "\n" in text]
        assert len(blocks) >= 3
        for lines in blocks:
            check(lines)
        assert not any("›" in text for text in noise if "\n" not in text)
    assert not any("›" in text for text in (*ingest.H36_JOINERS, *(a for side in ingest.H36_ASIDES for a in side)))
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev36", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(crumb.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            rows = [i for i, line in enumerate(lines) if "›" in line]
            if not rows:
                continue
            # one block per part, its lines together (one or two): after a prose line ending in ":" and before a
            # closing prose line (which ends the part, or an aside on a line of its own follows it)
            first, last = rows[0], rows[-1]
            assert rows in ([first], [first, first + 1]), turn.content
            assert all(crumb.match(lines[i]) for i in rows), turn.content
            assert first > 0 and lines[first - 1].endswith(":"), turn.content
            assert len(lines) - 3 <= last <= len(lines) - 2, turn.content
        for memory in turn.memories():
            # the value is in the message (the scorer's test), and where a breadcrumb carries it, in a last segment
            lines = turn.content.split("\n")
            crumbs = [crumb.match(line) for line in lines if crumb.match(line)]
            if crumbs and not any(memory.value.lower() in line.lower() for line in lines if not crumb.match(line)):
                assert any(memory.value.lower() in m["last"].lower() for m in crumbs), turn.content


def test_the_dev36_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h36("Mbote, my dog is Max", " One more, from me: ", "Nyob zoo, I prefer jazz.") == \
        "Mbote, my dog is Max. One more, from me: Nyob zoo, I prefer jazz."
    assert ingest.join_h36("Aoo', my dog is Max.", " Mine as well: ", "Waaw, jazz for me.") == \
        "Aoo', my dog is Max. Mine as well: Waaw, jazz for me."
    assert ingest.join_h36("Busy Mondays (my rule)", " Also about me: ", "My dog is Max.") == \
        "Busy Mondays (my rule). Also about me: My dog is Max."
    assert ingest.join_h36("Yá'át'ééh, my dog is Max!", " Another true one: ", "I prefer jazz.") == \
        "Yá'át'ééh, my dog is Max! Another true one: I prefer jazz."
    assert ingest.join_h36("My cat? Pepper?", " Then also, for me: ", "jazz.") == \
        "My cat? Pepper? Then also, for me: jazz."
    block = "From my own contact card on my phone:\nContacts › Me › dog › Max\nI typed that card myself."
    assert ingest.join_h36("Salaam aleekum, my dog is Max.", " Plus this, mine: ", block) == \
        "Salaam aleekum, my dog is Max.\n\n" + block
    assert ingest.join_h36(block, " Next, still me: ", "Mbote, I prefer jazz.") == \
        block + "\n\nMbote, I prefer jazz."


def test_the_dev37_set_keeps_its_bbcode_between_lines_of_prose() -> None:
    # a BBCode block opens after a prose line ending in ":" with one or two lines as copied out of the edit box of a
    # forum the user posts on, each a tag ("[b]", "[i]", "[u]" or "[color=…]"), a label, the closing tag, a space and
    # an entry ("[b]Allergies:[/b] peanuts"); then a closing prose line; no empty line inside; no square bracket anywhere
    # else; a memory's value stands only in an entry, never in a label or in the prose around it; every class has
    # three or more; small talk and traps have some too (a post count, a mood, a welcome post, a thread title, a
    # weather thread, an avatar caption, a joke, a poll; a wife's profile, an old signature, the rules, a help
    # thread's example, a brother's ad, someone's intro, a dream profile, a moderator's signature, a cousin's profile,
    # an old post, a sample profile, an apprentice's thread, a club's event thread)
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H37_PREF_STYLES, **ingest.H37_CONSTRAINTS, "fact": ingest.H37_FACT_STYLES,
                "event": ingest.H37_EVENT_STYLES, "task": ingest.H37_TASK_STYLES}
    tagged = re.compile(r"^\[(?P<tag>b|i|u|color=[a-z]+)\](?P<label>[^\[\]\s][^\[\]]*)\[/(?P<close>b|i|u|color)\] "
                        r"(?P<entry>[^\[\]\s][^\[\]]*)$")

    def match(line: str) -> re.Match[str] | None:
        m = tagged.match(line)
        return m if m and m["tag"].split("=")[0] == m["close"] else None

    def check(lines: list[str]) -> list[str]:
        """The block's entries; asserts its shape."""
        assert lines[0].endswith(":") and not {"[", "]", "{"} & set(lines[0]), lines
        assert lines[-1].strip() and not lines[-1].endswith(":") and not {"[", "]", "{"} & set(lines[-1]), lines
        assert "" not in lines, lines
        inner = lines[1:-1]
        assert len(inner) in (1, 2) and all(match(line) for line in inner), lines
        return [match(line)["entry"] for line in inner]

    for cls, cls_styles in by_class.items():
        blocks = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(blocks) >= 3, cls
        assert not any({"[", "]"} & set(style) for style in cls_styles if "\n" not in style), cls
        for lines in blocks:
            entries = check(lines)
            assert any(re.search(value[cls], entry) for entry in entries), lines
            assert not any(re.search(value[cls], line) for line in (lines[0], lines[-1])), lines
            assert not any(re.search(value[cls], match(line)["label"]) for line in lines[1:-1]), lines
    for noise in (ingest.H37_SMALLTALK, ingest.H37_TRAPS):
        blocks = [text.split("\n") for text in noise if "\n" in text]
        assert len(blocks) >= 3
        for lines in blocks:
            check(lines)
        assert not any({"[", "]"} & set(text) for text in noise if "\n" not in text)
    assert not any({"[", "]"} & set(text)
                   for text in (*ingest.H37_JOINERS, *(a for side in ingest.H37_ASIDES for a in side)))
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev37", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            rows = [i for i, line in enumerate(lines) if "[" in line or "]" in line]
            if not rows:
                continue
            # one block per part, its lines together (one or two): after a prose line ending in ":" and before a
            # closing prose line (which ends the part, or an aside on a line of its own follows it)
            first, last = rows[0], rows[-1]
            assert rows in ([first], [first, first + 1]), turn.content
            assert all(match(lines[i]) for i in rows), turn.content
            assert first > 0 and lines[first - 1].endswith(":"), turn.content
            assert len(lines) - 3 <= last <= len(lines) - 2, turn.content
        for memory in turn.memories():
            # the value is in the message (the scorer's test), and where a tagged line carries it, in an entry
            lines = turn.content.split("\n")
            rows = [match(line) for line in lines if match(line)]
            if rows and not any(memory.value.lower() in line.lower() for line in lines if not match(line)):
                assert any(memory.value.lower() in m["entry"].lower() for m in rows), turn.content


def test_the_dev37_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h37("Bondia, my dog is Max", " Second one: ", "Tashi delek, I prefer jazz.") == \
        "Bondia, my dog is Max. Second one: Tashi delek, I prefer jazz."
    assert ingest.join_h37("Ii, my dog is Max.", " More from me: ", "Moning! Jazz for me.") == \
        "Ii, my dog is Max. More from me: Moning! Jazz for me."
    assert ingest.join_h37("Busy Mondays (my rule)", " Also note: ", "My dog is Max.") == \
        "Busy Mondays (my rule). Also note: My dog is Max."
    assert ingest.join_h37("Ai, my dog is Max!", " And mine again: ", "I prefer jazz.") == \
        "Ai, my dog is Max! And mine again: I prefer jazz."
    assert ingest.join_h37("My cat? Pepper?", " Plus a further one: ", "jazz.") == \
        "My cat? Pepper? Plus a further one: jazz."
    block = "From my own forum signature:\n[b]Dog:[/b] Max\nMine, that one."
    assert ingest.join_h37("Tashi delek, my dog is Max.", " Put this in too: ", block) == \
        "Tashi delek, my dog is Max.\n\n" + block
    assert ingest.join_h37(block, " Second one: ", "Bondia, I prefer jazz.") == block + "\n\nBondia, I prefer jazz."


def test_the_dev38_set_keeps_its_sms_export_between_lines_of_prose() -> None:
    # an SMS block opens after a prose line ending in ":" with one or two lines as copied out of a backup of the user's
    # own phone, each a whole "<sms … />" element (address, type, readable_date, body and contact_name attributes, the
    # body in double quotes); then a closing prose line; no empty line inside; no "<" or ">" anywhere else; a memory's
    # value stands only in a body attribute, never in another attribute or in the prose around it; a memory's texts are
    # sent ones (type="2"); every class has three or more; small talk and traps have some too
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H38_PREF_STYLES, **ingest.H38_CONSTRAINTS, "fact": ingest.H38_FACT_STYLES,
                "event": ingest.H38_EVENT_STYLES, "task": ingest.H38_TASK_STYLES}
    sms = re.compile(r'^<sms address="(?P<address>\+[\d ]+)" type="(?P<type>[12])" '
                     r'readable_date="(?P<date>\d{1,2} [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d)" body="(?P<body>[^"<>]+)" '
                     r'contact_name="(?P<contact>[^"<>{}]+)" />$')

    def check(lines: list[str]) -> list[re.Match[str]]:
        assert lines[0].endswith(":") and not {"<", ">", "{"} & set(lines[0]), lines
        assert lines[-1].strip() and not lines[-1].endswith(":") and not {"<", ">", "{"} & set(lines[-1]), lines
        assert "" not in lines, lines
        inner = lines[1:-1]
        assert len(inner) in (1, 2) and all(sms.match(line) for line in inner), lines
        return [sms.match(line) for line in inner]

    for cls, cls_styles in by_class.items():
        blocks = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(blocks) >= 3, cls
        assert not any({"<", ">"} & set(style) for style in cls_styles if "\n" not in style), cls
        for lines in blocks:
            rows = check(lines)
            assert all(m["type"] == "2" for m in rows), lines
            assert any(re.search(value[cls], m["body"]) for m in rows), lines
            assert not any(re.search(value[cls], line) for line in (lines[0], lines[-1])), lines
    for noise in (ingest.H38_SMALLTALK, ingest.H38_TRAPS):
        blocks = [text.split("\n") for text in noise if "\n" in text]
        assert len(blocks) >= 3
        for lines in blocks:
            check(lines)
        assert not any({"<", ">"} & set(text) for text in noise if "\n" not in text)
    assert not any({"<", ">"} & set(text)
                   for text in (*ingest.H38_JOINERS, *(a for side in ingest.H38_ASIDES for a in side)))
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev38", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(sms.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            rows = [i for i, line in enumerate(lines) if "<" in line or ">" in line]
            if not rows:
                continue
            # one block per part, its lines together (one or two): after a prose line ending in ":" and before a
            # closing prose line (which ends the part, or an aside on a line of its own follows it)
            first, last = rows[0], rows[-1]
            assert rows in ([first], [first, first + 1]), turn.content
            assert all(sms.match(lines[i]) for i in rows), turn.content
            assert first > 0 and lines[first - 1].endswith(":"), turn.content
            assert len(lines) - 3 <= last <= len(lines) - 2, turn.content
        for memory in turn.memories():
            # the value is in the message (the scorer's test), and where an SMS line carries it, in a body
            lines = turn.content.split("\n")
            rows = [sms.match(line) for line in lines if sms.match(line)]
            if rows and not any(memory.value.lower() in line.lower() for line in lines if not sms.match(line)):
                assert any(memory.value.lower() in m["body"].lower() for m in rows), turn.content


def test_the_dev38_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h38("Bures, my dog is Max", " And from me also: ", "Moien, I prefer jazz.") == \
        "Bures, my dog is Max. And from me also: Moien, I prefer jazz."
    assert ingest.join_h38("I ni ce, my dog is Max.", " Thing number two: ", "Namaskara! Jazz for me.") == \
        "I ni ce, my dog is Max. Thing number two: Namaskara! Jazz for me."
    assert ingest.join_h38("My dog is Max!", " Then this one: ", "jazz.") == "My dog is Max! Then this one: jazz."
    assert ingest.join_h38("Budget: €150", " Also keep: ", "My dog is Max.") == \
        "Budget: €150. Also keep: My dog is Max."
    block = ('My own text, from my phone backup:\n<sms address="+352 691 200 115" type="2" '
             'readable_date="20 Feb 2027 21:14:05" body="jazz every time" contact_name="Papp" />\nStill true.')
    assert ingest.join_h38("Moien, my dog is Max.", " Plus, about me: ", block) == \
        "Moien, my dog is Max.\n\n" + block
    assert ingest.join_h38(block, " Thing number two: ", "Bures, I prefer jazz.") == block + "\n\nBures, I prefer jazz."


def test_the_dev39_set_keeps_its_dataview_fields_between_lines_of_prose() -> None:
    # a block of Dataview inline fields opens after a prose line ending in ":" with one or two lines as copied out of a
    # note in the user's own Obsidian vault, each a key (letters, spaces, hyphens, apostrophes or a placeholder), two
    # colons, a space and an entry; then a closing prose line; no empty line inside; no "::" anywhere else; a memory's
    # value stands only in an entry, never in a key or in the prose around it; every class has three or more; small
    # talk and traps have some too
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H39_PREF_STYLES, **ingest.H39_CONSTRAINTS, "fact": ingest.H39_FACT_STYLES,
                "event": ingest.H39_EVENT_STYLES, "task": ingest.H39_TASK_STYLES}
    field = re.compile(r"^(?P<key>[A-Za-z{][\w '{}-]*?):: (?P<entry>\S(?:(?!::).)*)$")

    def check(lines: list[str]) -> list[re.Match[str]]:
        assert lines[0].endswith(":") and "::" not in lines[0] and "{" not in lines[0], lines
        assert lines[-1].strip() and not lines[-1].endswith(":") and "::" not in lines[-1], lines
        assert "{" not in lines[-1], lines
        assert "" not in lines, lines
        inner = lines[1:-1]
        assert len(inner) in (1, 2) and all(field.match(line) for line in inner), lines
        return [field.match(line) for line in inner]

    for cls, cls_styles in by_class.items():
        blocks = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(blocks) >= 3, cls
        assert not any("::" in style for style in cls_styles if "\n" not in style), cls
        for lines in blocks:
            rows = check(lines)
            assert any(re.search(value[cls], m["entry"]) for m in rows), lines
            assert not any(re.search(value[cls], m["key"]) for m in rows), lines
    for noise in (ingest.H39_SMALLTALK, ingest.H39_TRAPS):
        blocks = [text.split("\n") for text in noise if "\n" in text]
        assert len(blocks) >= 3
        for lines in blocks:
            check(lines)
        assert not any("::" in text for text in noise if "\n" not in text)
    assert not any("::" in text for text in (*ingest.H39_JOINERS, *(a for side in ingest.H39_ASIDES for a in side)))
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev39", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(field.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            rows = [i for i, line in enumerate(lines) if "::" in line]
            if not rows:
                continue
            # one block per part, its lines together (one or two): after a prose line ending in ":" and before a
            # closing prose line (which ends the part, or an aside on a line of its own follows it)
            first, last = rows[0], rows[-1]
            assert rows in ([first], [first, first + 1]), turn.content
            assert all(field.match(lines[i]) for i in rows), turn.content
            assert first > 0 and lines[first - 1].endswith(":"), turn.content
            assert len(lines) - 3 <= last <= len(lines) - 2, turn.content
        for memory in turn.memories():
            # the value is in the message (the scorer's test), and where a field line carries it, in an entry
            lines = turn.content.split("\n")
            rows = [field.match(line) for line in lines if field.match(line)]
            if rows and not any(memory.value.lower() in line.lower() for line in lines if not field.match(line)):
                assert any(memory.value.lower() in m["entry"].lower() for m in rows), turn.content
                assert not any(memory.value.lower() in m["key"].lower() for m in rows), turn.content


def test_the_dev39_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h39("Mari mari, my dog is Max", " A second detail: ", "Boozhoo, I prefer jazz.") == \
        "Mari mari, my dog is Max. A second detail: Boozhoo, I prefer jazz."
    assert ingest.join_h39("Iakwe, my dog is Max.", " Next one for my notes: ", "Fa waka? Jazz for me.") == \
        "Iakwe, my dog is Max. Next one for my notes: Fa waka? Jazz for me."
    assert ingest.join_h39("My dog is Max!", " Also on my side: ", "jazz.") == "My dog is Max! Also on my side: jazz."
    assert ingest.join_h39("Budget: €150", " Hold on to this too: ", "My dog is Max.") == \
        "Budget: €150. Hold on to this too: My dog is Max."
    block = "From the 'Me' note in my own vault:\ndog:: Max\nMine, current."
    assert ingest.join_h39("Boozhoo, my dog is Max.", " While I'm at it, mine too: ", block) == \
        "Boozhoo, my dog is Max.\n\n" + block
    assert ingest.join_h39(block, " A second detail: ", "Grantangi, I prefer jazz.") == \
        block + "\n\nGrantangi, I prefer jazz."


def test_the_dev40_set_keeps_its_gedcom_lines_between_lines_of_prose() -> None:
    # a block of GEDCOM lines opens after a prose line ending in ":" with one to three lines as copied out of the user's
    # own record in a family-tree program, each a level (0-3), a space, a tag (three to five capitals, "_" first for a
    # program's own tag) and, after a space, an entry (or none); then a closing prose line; no empty line inside; a
    # memory's value stands only in an entry, never in a tag or in the prose around it; every class has three or more;
    # small talk and traps have some too
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H40_PREF_STYLES, **ingest.H40_CONSTRAINTS, "fact": ingest.H40_FACT_STYLES,
                "event": ingest.H40_EVENT_STYLES, "task": ingest.H40_TASK_STYLES}
    line_re = re.compile(r"^(?P<level>[0-3]) (?P<tag>_?[A-Z]{3,5})(?: (?P<entry>\S.*))?$")

    def check(lines: list[str]) -> list[re.Match[str]]:
        assert lines[0].endswith(":") and not line_re.match(lines[0]) and "{" not in lines[0], lines
        assert lines[-1].strip() and not lines[-1].endswith(":") and not line_re.match(lines[-1]), lines
        assert "{" not in lines[-1], lines
        assert "" not in lines, lines
        inner = lines[1:-1]
        assert 1 <= len(inner) <= 3 and all(line_re.match(line) for line in inner), lines
        return [line_re.match(line) for line in inner]

    for cls, cls_styles in by_class.items():
        blocks = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(blocks) >= 3, cls
        for lines in blocks:
            rows = check(lines)
            assert any(m["entry"] and re.search(value[cls], m["entry"]) for m in rows), lines
            assert not any(re.search(value[cls], m["tag"]) for m in rows), lines
    for noise in (ingest.H40_SMALLTALK, ingest.H40_TRAPS):
        blocks = [text.split("\n") for text in noise if "\n" in text]
        assert len(blocks) >= 3
        for lines in blocks:
            check(lines)
    assert not any(line_re.match(line) for text in (*ingest.H40_JOINERS, *(a for side in ingest.H40_ASIDES for a in side))
                   for line in text.split("\n"))
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev40", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(line_re.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            rows = [i for i, line in enumerate(lines) if line_re.match(line)]
            if not rows:
                continue
            # one block per part, its lines together (one to three): after a prose line ending in ":" and before a
            # closing prose line (which ends the part, or an aside on a line of its own follows it)
            first, last = rows[0], rows[-1]
            assert rows == list(range(first, last + 1)) and len(rows) <= 3, turn.content
            assert first > 0 and lines[first - 1].endswith(":"), turn.content
            assert len(lines) - 3 <= last <= len(lines) - 2, turn.content
        for memory in turn.memories():
            # the value is in the message (the scorer's test), and where a GEDCOM line carries it, in an entry
            lines = turn.content.split("\n")
            rows = [line_re.match(line) for line in lines if line_re.match(line)]
            if rows and not any(memory.value.lower() in line.lower() for line in lines if not line_re.match(line)):
                assert any(m["entry"] and memory.value.lower() in m["entry"].lower() for m in rows), turn.content
                assert not any(memory.value.lower() in m["tag"].lower() for m in rows), turn.content


def test_the_dev40_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h40("Allegra! My dog is Max", " Plus, for me: ", "Ee, I prefer jazz.") == \
        "Allegra! My dog is Max. Plus, for me: Ee, I prefer jazz."
    assert ingest.join_h40("My dog is Max!", " And also mine: ", "jazz.") == "My dog is Max! And also mine: jazz."
    assert ingest.join_h40("Max {m} lang", " Next, also mine: ", "My dog is Max.") == \
        "Max {m} lang. Next, also mine: My dog is Max."
    block = "From my own record in our Ancestry tree:\n1 FACT Max\n2 TYPE dog\nMine, still correct."
    assert ingest.join_h40("Niltze. My dog is Max.", " Second thing, mine: ", block) == \
        "Niltze. My dog is Max.\n\n" + block
    assert ingest.join_h40(block, " Also, from my own side: ", "Ay, jazz talaga.") == block + "\n\nAy, jazz talaga."


def test_the_dev41_set_keeps_its_journal_entries_between_lines_of_prose() -> None:
    # a block of hledger journal lines opens after a prose line ending in ":" with one to four lines as copied out of
    # the user's own plain-text accounts: a transaction's first line (a date, "*" or "!" for its status, a description),
    # a periodic rule ("~" and a period), a comment line under a transaction (four spaces, ";", the note) or a posting
    # (four spaces, an account of lower-case names joined by ":", then two spaces or more and an amount, or none);
    # then a closing prose line; no empty line inside; a memory's value stands only in a description, a period, a
    # comment or an amount, never in an account name or in the prose around it; every class has three or more; small
    # talk and traps have some too
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H41_PREF_STYLES, **ingest.H41_CONSTRAINTS, "fact": ingest.H41_FACT_STYLES,
                "event": ingest.H41_EVENT_STYLES, "task": ingest.H41_TASK_STYLES}
    line_re = re.compile(r"^(?:\d{4}-\d{2}-\d{2}(?: [*!])? (?P<description>\S.*)|~ (?P<period>\S.*)"
                         r"|    ; (?P<comment>\S.*)|    (?P<account>[a-z][a-z-]*(?::[a-z][a-z-]*)+)(?:  +(?P<amount>\S.*))?)$")

    def entry(m: re.Match[str]) -> str:
        return m["description"] or m["period"] or m["comment"] or m["amount"] or ""

    def check(lines: list[str]) -> list[re.Match[str]]:
        assert lines[0].endswith(":") and not line_re.match(lines[0]) and "{" not in lines[0], lines
        assert lines[-1].strip() and not lines[-1].endswith(":") and not line_re.match(lines[-1]), lines
        assert "{" not in lines[-1], lines
        assert "" not in lines, lines
        inner = lines[1:-1]
        assert 1 <= len(inner) <= 4 and all(line_re.match(line) for line in inner), lines
        return [line_re.match(line) for line in inner]

    for cls, cls_styles in by_class.items():
        blocks = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(blocks) >= 3, cls
        for lines in blocks:
            rows = check(lines)
            assert any(re.search(value[cls], entry(m)) for m in rows), lines
            assert not any(m["account"] and re.search(value[cls], m["account"]) for m in rows), lines
    for noise in (ingest.H41_SMALLTALK, ingest.H41_TRAPS):
        blocks = [text.split("\n") for text in noise if "\n" in text]
        assert len(blocks) >= 3
        for lines in blocks:
            check(lines)
    assert not any(line_re.match(line) for text in (*ingest.H41_JOINERS, *(a for side in ingest.H41_ASIDES for a in side))
                   for line in text.split("\n"))
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev41", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(line_re.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            rows = [i for i, line in enumerate(lines) if line_re.match(line)]
            if not rows:
                continue
            # one block per part, its lines together (one to four): after a prose line ending in ":" and before a
            # closing prose line (which ends the part, or an aside on a line of its own follows it)
            first, last = rows[0], rows[-1]
            assert rows == list(range(first, last + 1)) and len(rows) <= 4, turn.content
            assert first > 0 and lines[first - 1].endswith(":"), turn.content
            assert len(lines) - 3 <= last <= len(lines) - 2, turn.content
        for memory in turn.memories():
            # the value is in the message (the scorer's test), and where a journal line carries it, outside any account
            lines = turn.content.split("\n")
            rows = [line_re.match(line) for line in lines if line_re.match(line)]
            if rows and not any(memory.value.lower() in line.lower() for line in lines if not line_re.match(line)):
                assert any(memory.value.lower() in entry(m).lower() for m in rows), turn.content
                assert not any(m["account"] and memory.value.lower() in m["account"].lower() for m in rows), \
                    turn.content


def test_the_dev41_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h41("Halò! My dog is Max", " Then, on my side: ", "Aye, I prefer jazz.") == \
        "Halò! My dog is Max. Then, on my side: Aye, I prefer jazz."
    assert ingest.join_h41("My dog is Max?", " Also about myself: ", "jazz.") == "My dog is Max? Also about myself: jazz."
    assert ingest.join_h41("Max {m} lang", " Next one, mine too: ", "My dog is Max.") == \
        "Max {m} lang. Next one, mine too: My dog is Max."
    block = "From my own journal file:\n2027-01-16 * Vet\n    ; dog: Max\nThat one is mine, still right."
    assert ingest.join_h41("Goeie! My dog is Max.", " A second one, mine: ", block) == \
        "Goeie! My dog is Max.\n\n" + block
    assert ingest.join_h41(block, " And also from me: ", "Saeen, jazz only.") == block + "\n\nSaeen, jazz only."


def test_the_dev42_set_keeps_its_jrnl_entries_between_lines_of_prose() -> None:
    # a block of entries copied out of the user's own jrnl journal file opens after a prose line ending in ":" with one
    # to three entry lines, each "[YYYY-MM-DD HH:MM]", a space and the entry's text (which may carry jrnl's @tags);
    # then a closing prose line; no empty line inside; a memory's value stands only in an entry's text, never in its
    # time stamp, in a tag or in the prose around it; every class has three or more; small talk and traps have some too
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H42_PREF_STYLES, **ingest.H42_CONSTRAINTS, "fact": ingest.H42_FACT_STYLES,
                "event": ingest.H42_EVENT_STYLES, "task": ingest.H42_TASK_STYLES}
    line_re = re.compile(r"^\[(?P<stamp>\d{4}-\d{2}-\d{2} \d{2}:\d{2})\] (?P<text>\S.*)$")
    tag_re = re.compile(r"@[\w{}-]+")

    def check(lines: list[str]) -> list[re.Match[str]]:
        assert lines[0].endswith(":") and not line_re.match(lines[0]) and "{" not in lines[0], lines
        assert lines[-1].strip() and not lines[-1].endswith(":") and not line_re.match(lines[-1]), lines
        assert "{" not in lines[-1], lines
        assert "" not in lines, lines
        inner = lines[1:-1]
        assert 1 <= len(inner) <= 3 and all(line_re.match(line) for line in inner), lines
        return [line_re.match(line) for line in inner]

    for cls, cls_styles in by_class.items():
        blocks = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(blocks) >= 3, cls
        for lines in blocks:
            rows = check(lines)
            assert any(re.search(value[cls], tag_re.sub("", m["text"])) for m in rows), lines
            assert not any(re.search(value[cls], tag) for m in rows for tag in tag_re.findall(m["text"])), lines
    for noise in (ingest.H42_SMALLTALK, ingest.H42_TRAPS):
        blocks = [text.split("\n") for text in noise if "\n" in text]
        assert len(blocks) >= 3
        for lines in blocks:
            check(lines)
    assert not any(line_re.match(line) for text in (*ingest.H42_JOINERS, *(a for side in ingest.H42_ASIDES for a in side))
                   for line in text.split("\n"))
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev42", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(line_re.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            rows = [i for i, line in enumerate(lines) if line_re.match(line)]
            if not rows:
                continue
            # one block per part, its lines together (one to three): after a prose line ending in ":" and before a
            # closing prose line (which ends the part, or an aside on a line of its own follows it)
            first, last = rows[0], rows[-1]
            assert rows == list(range(first, last + 1)) and len(rows) <= 3, turn.content
            assert first > 0 and lines[first - 1].endswith(":"), turn.content
            assert len(lines) - 3 <= last <= len(lines) - 2, turn.content
        for memory in turn.memories():
            # the value is in the message (the scorer's test), and where an entry carries it, in its text, not a tag
            lines = turn.content.split("\n")
            rows = [line_re.match(line) for line in lines if line_re.match(line)]
            if rows and not any(memory.value.lower() in line.lower() for line in lines if not line_re.match(line)):
                assert any(memory.value.lower() in tag_re.sub("", m["text"]).lower() for m in rows), turn.content
                assert not any(memory.value.lower() in m["stamp"] for m in rows), turn.content


def test_the_dev42_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h42("Salam! My dog is Max", " Then, also mine: ", "Ja, I prefer jazz.") == \
        "Salam! My dog is Max. Then, also mine: Ja, I prefer jazz."
    assert ingest.join_h42("My dog is Max?", " Next thing, mine: ", "jazz.") == "My dog is Max? Next thing, mine: jazz."
    assert ingest.join_h42("Max {m} lang", " Plus this, mine too: ", "My dog is Max.") == \
        "Max {m} lang. Plus this, mine too: My dog is Max."
    block = "From my own jrnl:\n[2027-02-13 21:02] @admin My dog is Max.\nThat line is right still."
    assert ingest.join_h42("Bos días! My dog is Max.", " And from my side too: ", block) == \
        "Bos días! My dog is Max.\n\n" + block
    assert ingest.join_h42(block, " Also, on my account: ", "Vitaju, jazz only.") == block + "\n\nVitaju, jazz only."


def test_the_dev43_set_keeps_its_gemtext_lines_between_lines_of_prose() -> None:
    # a block of lines copied out of the user's own Gemini page opens after a prose line ending in ":" with one to three
    # gemtext lines, each a heading ("#", "##" or "###", a space and its text), a list item ("* " and its text), a quote
    # ("> " and its text) or a link ("=> ", a URL, then an optional label); then a closing prose line; no empty line
    # inside; a memory's value stands only in a heading's or a list item's text, never in a quote, a link or the prose
    # around it; every class has three or more; small talk and traps have some too
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H43_PREF_STYLES, **ingest.H43_CONSTRAINTS, "fact": ingest.H43_FACT_STYLES,
                "event": ingest.H43_EVENT_STYLES, "task": ingest.H43_TASK_STYLES}
    line_re = re.compile(r"^(?:(?:#{1,3}|\*) (?P<text>\S.*)|> (?P<quote>\S.*)|=> (?P<url>\S+)(?: (?P<label>\S.*))?)$")

    def check(lines: list[str]) -> list[re.Match[str]]:
        assert lines[0].endswith(":") and not line_re.match(lines[0]) and "{" not in lines[0], lines
        assert lines[-1].strip() and not lines[-1].endswith(":") and not line_re.match(lines[-1]), lines
        assert "{" not in lines[-1], lines
        assert "" not in lines, lines
        inner = lines[1:-1]
        assert 1 <= len(inner) <= 3 and all(line_re.match(line) for line in inner), lines
        return [line_re.match(line) for line in inner]

    for cls, cls_styles in by_class.items():
        blocks = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(blocks) >= 3, cls
        for lines in blocks:
            rows = check(lines)
            assert any(m["text"] and re.search(value[cls], m["text"]) for m in rows), lines
            assert not any(re.search(value[cls], m[g]) for m in rows for g in ("quote", "url", "label") if m[g]), lines
    for noise in (ingest.H43_SMALLTALK, ingest.H43_TRAPS):
        blocks = [text.split("\n") for text in noise if "\n" in text]
        assert len(blocks) >= 3
        for lines in blocks:
            check(lines)
    assert not any(line_re.match(line) for text in (*ingest.H43_JOINERS, *(a for side in ingest.H43_ASIDES for a in side))
                   for line in text.split("\n"))
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev43", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(line_re.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            rows = [i for i, line in enumerate(lines) if line_re.match(line)]
            if not rows:
                continue
            # one block per part, its lines together (one to three): after a prose line ending in ":" and before a
            # closing prose line (which ends the part, or an aside on a line of its own follows it)
            first, last = rows[0], rows[-1]
            assert rows == list(range(first, last + 1)) and len(rows) <= 3, turn.content
            assert first > 0 and lines[first - 1].endswith(":"), turn.content
            assert len(lines) - 3 <= last <= len(lines) - 2, turn.content
        for memory in turn.memories():
            # the value is in the message (the scorer's test), and where a gemtext line carries it, in a heading's or a
            # list item's text, not in a quote or a link
            lines = turn.content.split("\n")
            rows = [line_re.match(line) for line in lines if line_re.match(line)]
            if rows and not any(memory.value.lower() in line.lower() for line in lines if not line_re.match(line)):
                assert any(m["text"] and memory.value.lower() in m["text"].lower() for m in rows), turn.content
                assert not any(m[g] and memory.value.lower() in m[g].lower() for m in rows
                               for g in ("quote", "url", "label")), turn.content


def test_the_dev43_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h43("Háŋ! My dog is Max", " Another of mine: ", "Saqarik! I prefer jazz.") == \
        "Háŋ! My dog is Max. Another of mine: I prefer jazz."
    assert ingest.join_h43("Male! My dog is Max. Thank you too much.", " Another of mine: ",
                           "Ya Ali Madad, brother. I prefer jazz. Khuda hafiz.") == \
        "Male! My dog is Max. Another of mine: I prefer jazz. Khuda hafiz."
    assert ingest.join_h43("My dog is Max?", " Also, for me: ", "jazz.") == "My dog is Max? Also, for me: jazz."
    assert ingest.join_h43("Max {m} lang", " Next, mine also: ", "My dog is Max.") == \
        "Max {m} lang. Next, mine also: My dog is Max."
    block = "From my own Gemini page:\n## Details\n* My dog is Max\nStill current."
    assert ingest.join_h43("Male! My dog is Max.", " One more, for my notes: ", block) == \
        "Male! My dog is Max.\n\n" + block
    assert ingest.join_h43(block, " Also from my side, this: ", "Ya Ali Madad, jazz only.") == \
        block + "\n\nYa Ali Madad, jazz only."
    assert ingest.join_h43(block + " Shukria.", " Also from my side, this: ", "Saqarik! " + block) == \
        block + "\n\n" + block


def test_the_dev44_set_keeps_its_mind_map_trees_between_lines_of_prose() -> None:
    # a block of lines copied out of the user's own mind map opens after a prose line ending in ":" with the map's
    # central topic on a line of its own, then one to three branch lines drawn as a text tree ("├── " or "└── " and the
    # branch's text; a sub-branch under a "├── " branch with "│   └── " or "│   ├── ", under a "└── " branch with
    # "    └── " or "    ├── "; the last branch of each level drawn with "└── "); then a closing prose line; no empty
    # line inside; a memory's value stands only in a branch's text, never in the central topic or the prose around it;
    # every class has three or more; small talk and traps have some too
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H44_PREF_STYLES, **ingest.H44_CONSTRAINTS, "fact": ingest.H44_FACT_STYLES,
                "event": ingest.H44_EVENT_STYLES, "task": ingest.H44_TASK_STYLES}
    branch_re = re.compile(r"^(?P<under>│   |    )?(?P<mark>├── |└── )(?P<text>\S.*)$")

    def well_drawn(rows: list[re.Match[str]]) -> bool:
        # top-level branches: every one but the last is "├── "; a sub-branch follows its parent (or a sibling) and is
        # indented by "│   " under a "├── " parent, by four spaces under a "└── " one, its last sibling "└── "
        top = [m for m in rows if not m["under"]]
        if not top or rows[0]["under"] or any(m["mark"] != "├── " for m in top[:-1]) or top[-1]["mark"] != "└── ":
            return False
        parent = None
        for i, m in enumerate(rows):
            if not m["under"]:
                parent = m
                continue
            if m["under"] != ("│   " if parent["mark"] == "├── " else "    "):
                return False
            last_child = i + 1 == len(rows) or not rows[i + 1]["under"]
            if (m["mark"] == "└── ") != last_child:
                return False
        return True

    def check(lines: list[str]) -> list[re.Match[str]]:
        assert lines[0].endswith(":") and not branch_re.match(lines[0]) and "{" not in lines[0], lines
        assert lines[1].strip() == lines[1] and lines[1] and not lines[1].endswith(":"), lines
        assert not branch_re.match(lines[1]) and "{" not in lines[1], lines
        assert lines[-1].strip() and not lines[-1].endswith(":") and not branch_re.match(lines[-1]), lines
        assert "{" not in lines[-1], lines
        assert "" not in lines, lines
        inner = lines[2:-1]
        assert 1 <= len(inner) <= 3 and all(branch_re.match(line) for line in inner), lines
        rows = [branch_re.match(line) for line in inner]
        assert well_drawn(rows), lines
        return rows

    for cls, cls_styles in by_class.items():
        blocks = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(blocks) >= 3, cls
        for lines in blocks:
            rows = check(lines)
            assert any(re.search(value[cls], m["text"]) for m in rows), lines
    for noise in (ingest.H44_SMALLTALK, ingest.H44_TRAPS):
        blocks = [text.split("\n") for text in noise if "\n" in text]
        assert len(blocks) >= 3
        for lines in blocks:
            check(lines)
    assert not any("├" in text or "└" in text or "│" in text
                   for text in (*ingest.H44_JOINERS, *(a for side in ingest.H44_ASIDES for a in side)))
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev44", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(branch_re.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            rows = [i for i, line in enumerate(lines) if branch_re.match(line)]
            if not rows:
                continue
            # one tree per part, its branch lines together (one to three), under its central topic, which follows a
            # prose line ending in ":"; then a closing prose line (which ends the part, or an aside on a line of its own
            # follows it)
            first, last = rows[0], rows[-1]
            assert rows == list(range(first, last + 1)) and len(rows) <= 3, turn.content
            assert first > 1 and lines[first - 2].endswith(":") and not lines[first - 1].endswith(":"), turn.content
            assert len(lines) - 3 <= last <= len(lines) - 2, turn.content
        for memory in turn.memories():
            # the value is in the message (the scorer's test), and where a tree carries it, in a branch's text, not in
            # the central topic above the branches
            lines = turn.content.split("\n")
            tops = [lines[i - 1] for i, line in enumerate(lines) if branch_re.match(line) and i
                    and not branch_re.match(lines[i - 1])]
            branches = [branch_re.match(line)["text"] for line in lines if branch_re.match(line)]
            prose = [line for line in lines if not branch_re.match(line) and line not in tops]
            assert not any(memory.value.lower() in top.lower() for top in tops), turn.content
            if branches and not any(memory.value.lower() in line.lower() for line in prose):
                assert any(memory.value.lower() in text.lower() for text in branches), turn.content


def test_the_dev44_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h44("Osiyo! My dog is Max", " Plus this one of mine: ", "Nhämirri nhe? I prefer jazz.") == \
        "Osiyo! My dog is Max. Plus this one of mine: I prefer jazz."
    assert ingest.join_h44("Ne y windiga, mon ami. My dog is Max. Barka wusgo, à plus.", " Also about me, this: ",
                           "Nga'ay ho, my friend. I prefer jazz. Aray, bye bye.") == \
        "Ne y windiga, mon ami. My dog is Max. Also about me, this: I prefer jazz. Aray, bye bye."
    assert ingest.join_h44("My dog is Max?", " Another thing, mine: ", "jazz.") == \
        "My dog is Max? Another thing, mine: jazz."
    assert ingest.join_h44("Max {m} lang", " Then another about me: ", "My dog is Max.") == \
        "Max {m} lang. Then another about me: My dog is Max."
    block = "From my mind map:\nMe\n├── Dog: Max\n└── Tahlequah\nStill right."
    assert ingest.join_h44("Osiyo! My dog is Max.", " One more of mine here: ", block) == \
        "Osiyo! My dog is Max.\n\n" + block
    assert ingest.join_h44(block, " Also, straight from me: ", "Nga'ay ho, jazz only.") == \
        block + "\n\nNga'ay ho, jazz only."
    assert ingest.join_h44(block + " Manymak.", " Also, straight from me: ", "Ne y yibeoogo! " + block) == \
        block + "\n\n" + block


def test_the_dev45_set_keeps_its_notes_pages_between_lines_of_prose() -> None:
    # a page of the user's own plain-text notes opens after a prose line ending in ":" with the page's heading in
    # capitals on a line of its own, underlined by a row of "=" exactly as long as the heading; then one to three lines
    # of notes (no bullets, none a row of "=" or ending in ":"); then a closing prose line; no empty line inside; a
    # memory's value stands only in a line of notes, never in the heading or the prose around the page; every class
    # has three or more; small talk and traps have some too
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H45_PREF_STYLES, **ingest.H45_CONSTRAINTS, "fact": ingest.H45_FACT_STYLES,
                "event": ingest.H45_EVENT_STYLES, "task": ingest.H45_TASK_STYLES}
    underline_re = re.compile(r"^=+$")

    def heading(line: str) -> bool:
        return bool(line) and line.strip() == line and line.upper() == line and any(c.isalpha() for c in line)

    def check(lines: list[str]) -> list[str]:
        assert lines[0].endswith(":") and not underline_re.match(lines[0]) and "{" not in lines[0], lines
        assert heading(lines[1]) and not lines[1].endswith(":") and "{" not in lines[1], lines
        assert lines[2] == "=" * len(lines[1]), lines
        assert lines[-1].strip() and not lines[-1].endswith(":") and "{" not in lines[-1], lines
        assert not underline_re.match(lines[-1]), lines
        assert "" not in lines, lines
        notes = lines[3:-1]
        assert 1 <= len(notes) <= 3, lines
        for line in notes:
            assert line.strip() == line and not line.endswith(":") and not underline_re.match(line), lines
            assert not line.startswith(("-", "*", "•", "#", ">", "=")), lines
        return notes

    for cls, cls_styles in by_class.items():
        pages = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(pages) >= 3, cls
        for lines in pages:
            notes = check(lines)
            assert any(re.search(value[cls], line) for line in notes), lines
    for noise in (ingest.H45_SMALLTALK, ingest.H45_TRAPS):
        pages = [text.split("\n") for text in noise if "\n" in text]
        assert len(pages) >= 3
        for lines in pages:
            check(lines)
    assert not any("=" in text for text in (*ingest.H45_JOINERS, *(a for side in ingest.H45_ASIDES for a in side)))
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev45", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(underline_re.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            rows = [i for i, line in enumerate(lines) if underline_re.match(line)]
            if not rows:
                continue
            # one page per part: its underline under a heading as long as itself, which follows a prose line ending in
            # ":"; then one to three lines of notes and a closing prose line (which ends the part, or an aside on a line
            # of its own follows it)
            assert len(rows) == 1, turn.content
            i = rows[0]
            assert i > 1 and heading(lines[i - 1]) and len(lines[i]) == len(lines[i - 1]), turn.content
            assert lines[i - 2].endswith(":") and not lines[i - 1].endswith(":"), turn.content
            assert 2 <= len(lines) - 1 - i <= 5, turn.content
        for memory in turn.memories():
            # the value is in the message (the scorer's test), and never in a page's heading
            lines = turn.content.split("\n")
            headings = [lines[i - 1] for i, line in enumerate(lines) if underline_re.match(line) and i]
            assert not any(memory.value.lower() in h.lower() for h in headings), turn.content


def test_the_dev45_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h45("Keshi! My dog is Max", " Next one of mine: ", "Nuedi! I prefer jazz.") == \
        "Keshi! My dog is Max. Next one of mine: I prefer jazz."
    assert ingest.join_h45("Buiti amidi, mi fren. My dog is Max. Seremein, ayó.", " And mine as well: ",
                           "Hello, buddy. I prefer jazz. Háw'aa, talk soon.") == \
        "Buiti amidi, mi fren. My dog is Max. And mine as well: I prefer jazz. Háw'aa, talk soon."
    assert ingest.join_h45("My dog is Max?", " Another one from me: ", "jazz.") == \
        "My dog is Max? Another one from me: jazz."
    assert ingest.join_h45("Max {m} lang", " Then this, about me: ", "My dog is Max. Gracias, fren.") == \
        "Max {m} lang. Then this, about me: My dog is Max. Gracias, fren."
    page = "From my notes:\nME\n==\nDog: Max\nStill right."
    assert ingest.join_h45("Hey there. My dog is Max.", " And this one too: ", page) == \
        "Hey there. My dog is Max.\n\n" + page
    assert ingest.join_h45(page, " Plus one more about me: ", "¿Qué xopá, fren? Jazz only.") == \
        page + "\n\nJazz only."
    assert ingest.join_h45(page + " Elahkwa.", " Aside from that, mine: ", "Buiti binafi! " + page) == \
        page + "\n\n" + page


def test_the_dev46_set_keeps_its_outlines_between_lines_of_prose() -> None:
    # an outline the user typed in a word processor opens after a prose line ending in ":" with its first topic on a line
    # of its own after "I. "; each topic ("I. ", "II. ", "III. ", in that order) has one to three points under it, each
    # indented by three spaces after a capital letter and a full stop ("   A. ", "   B. ", "   C. ", starting again at
    # "A" under each topic); then a closing prose line; no empty line inside; a memory's value stands only in a point,
    # never in a topic or the prose around the outline; every class has three or more; small talk and traps have some
    # too
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H46_PREF_STYLES, **ingest.H46_CONSTRAINTS, "fact": ingest.H46_FACT_STYLES,
                "event": ingest.H46_EVENT_STYLES, "task": ingest.H46_TASK_STYLES}
    topic_re = re.compile(r"^(?P<numeral>I|II|III)\. (?P<text>\S.*)$")
    point_re = re.compile(r"^   (?P<letter>[A-C])\. (?P<text>\S.*)$")

    def row(line: str) -> bool:
        return bool(topic_re.match(line) or point_re.match(line))

    def check(lines: list[str]) -> list[str]:
        assert lines[0].endswith(":") and not row(lines[0]) and "{" not in lines[0], lines
        assert lines[-1].strip() and not lines[-1].endswith(":") and not row(lines[-1]), lines
        assert "{" not in lines[-1] and "" not in lines, lines
        numerals: list[str] = []
        letters: list[list[str]] = []
        points = []
        for line in lines[1:-1]:
            topic, point = topic_re.match(line), point_re.match(line)
            assert topic or point, lines
            if topic:
                assert "{" not in line and not line.endswith(":"), lines
                numerals.append(topic["numeral"])
                letters.append([])
            else:
                assert numerals and not line.endswith(":"), lines  # a point stands under a topic
                letters[-1].append(point["letter"])
                points.append(line)
        assert numerals == ["I", "II", "III"][:len(numerals)], lines
        assert all(1 <= len(marks) <= 3 and marks == ["A", "B", "C"][:len(marks)] for marks in letters), lines
        return points

    for cls, cls_styles in by_class.items():
        outlines = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(outlines) >= 3, cls
        for lines in outlines:
            points = check(lines)
            assert any(re.search(value[cls], line) for line in points), lines
    for noise in (ingest.H46_SMALLTALK, ingest.H46_TRAPS):
        outlines = [text.split("\n") for text in noise if "\n" in text]
        assert len(outlines) >= 3
        for lines in outlines:
            check(lines)
    assert not any(row(line) for text in (*ingest.H46_JOINERS, *(a for side in ingest.H46_ASIDES for a in side))
                   for line in text.split("\n"))
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev46", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(topic_re.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            rows = [i for i, line in enumerate(lines) if row(line)]
            if not rows:
                continue
            # one outline per part: its rows run unbroken from an "I. " topic, which follows a prose line ending in ":";
            # then a closing prose line (which ends the part, or an aside on a line of its own follows it)
            first, last = rows[0], rows[-1]
            assert rows == list(range(first, last + 1)), turn.content
            assert topic_re.match(lines[first]) and lines[first].startswith("I. "), turn.content
            assert first >= 1 and lines[first - 1].endswith(":"), turn.content
            assert 1 <= len(lines) - 1 - last <= 2, turn.content
        for memory in turn.memories():
            # the value is in the message (the scorer's test), and never in an outline's topic
            topics = [line for line in turn.content.split("\n") if topic_re.match(line)]
            assert not any(memory.value.lower() in topic.lower() for topic in topics), turn.content


def test_the_dev46_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h46("Halito! My dog is Max", " One more, mine too: ", "Boa tarde! I prefer jazz.") == \
        "Halito! My dog is Max. One more, mine too: I prefer jazz."
    assert ingest.join_h46("Wha yuh seh, banna? My dog is Max. Thanks plenty, later.", " Add this one of mine: ",
                           "Ta'c méeywi, hey. I prefer jazz. Qe'ciyew'yew', later on.") == \
        "Wha yuh seh, banna? My dog is Max. Add this one of mine: I prefer jazz. Qe'ciyew'yew', later on."
    assert ingest.join_h46("My dog is Max?", " Something else of mine: ", "jazz.") == \
        "My dog is Max? Something else of mine: jazz."
    assert ingest.join_h46("Max {m} lang", " And then mine, this: ", "My dog is Max. Valeu!") == \
        "Max {m} lang. And then mine, this: My dog is Max. Valeu!"
    outline = "From my outline:\nI. Me\n   A. Dog: Max\nStill right."
    assert ingest.join_h46("Mornin', mornin'! My dog is Max.", " And another, about me: ", outline) == \
        "Mornin', mornin'! My dog is Max.\n\n" + outline
    assert ingest.join_h46(outline, " A second thing, this one mine: ", "Boa tarde, gente! Jazz only.") == \
        outline + "\n\nJazz only."
    assert ingest.join_h46(outline + " Yakoke.", " Here's a further one of mine: ", "Halito, hon. " + outline) == \
        outline + "\n\n" + outline


def test_the_dev47_set_keeps_its_slides_between_lines_of_prose() -> None:
    # the text of the user's own slides opens after a prose line ending in ":" with its first slide on a line of its own
    # as "Slide 1 of N: " and a title; each slide ("Slide 1 of N", "Slide 2 of N", in that order, N the count of the
    # slides) has one to three bullets under it, each indented by two spaces after "•" ("  • "); then a closing prose
    # line; no empty line inside; a memory's value stands only in a bullet, never in a title or the prose around the
    # slides; every class has three or more; small talk and traps have some too
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H47_PREF_STYLES, **ingest.H47_CONSTRAINTS, "fact": ingest.H47_FACT_STYLES,
                "event": ingest.H47_EVENT_STYLES, "task": ingest.H47_TASK_STYLES}
    slide_re = re.compile(r"^Slide (?P<number>[1-3]) of (?P<count>[1-3]): (?P<title>\S.*)$")
    bullet_re = re.compile(r"^  • (?P<text>\S.*)$")

    def row(line: str) -> bool:
        return bool(slide_re.match(line) or bullet_re.match(line))

    def check(lines: list[str]) -> list[str]:
        assert lines[0].endswith(":") and not row(lines[0]) and "{" not in lines[0], lines
        assert lines[-1].strip() and not lines[-1].endswith(":") and not row(lines[-1]), lines
        assert "{" not in lines[-1] and "" not in lines, lines
        numbers: list[str] = []
        counts: set[str] = set()
        bullets: list[list[str]] = []
        for line in lines[1:-1]:
            slide, bullet = slide_re.match(line), bullet_re.match(line)
            assert slide or bullet, lines
            if slide:
                assert "{" not in line and not line.endswith(":"), lines
                numbers.append(slide["number"])
                counts.add(slide["count"])
                bullets.append([])
            else:
                assert numbers and not line.endswith(":"), lines  # a bullet stands under a slide
                bullets[-1].append(line)
        assert numbers == [str(n) for n in range(1, len(numbers) + 1)] and counts == {str(len(numbers))}, lines
        assert all(1 <= len(marks) <= 3 for marks in bullets), lines
        return [line for marks in bullets for line in marks]

    for cls, cls_styles in by_class.items():
        decks = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(decks) >= 3, cls
        for lines in decks:
            bullets = check(lines)
            assert any(re.search(value[cls], line) for line in bullets), lines
    for noise in (ingest.H47_SMALLTALK, ingest.H47_TRAPS):
        decks = [text.split("\n") for text in noise if "\n" in text]
        assert len(decks) >= 3
        for lines in decks:
            check(lines)
    assert not any(row(line) for text in (*ingest.H47_JOINERS, *(a for side in ingest.H47_ASIDES for a in side))
                   for line in text.split("\n"))
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev47", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(slide_re.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            rows = [i for i, line in enumerate(lines) if row(line)]
            if not rows:
                continue
            # one deck per part: its rows run unbroken from a "Slide 1 of N: " line, which follows a prose line ending
            # in ":"; then a closing prose line (which ends the part, or an aside on a line of its own follows it)
            first, last = rows[0], rows[-1]
            assert rows == list(range(first, last + 1)), turn.content
            assert lines[first].startswith("Slide 1 of "), turn.content
            assert first >= 1 and lines[first - 1].endswith(":"), turn.content
            assert 1 <= len(lines) - 1 - last <= 2, turn.content
        for memory in turn.memories():
            # the value is in the message (the scorer's test), and never in a slide's title
            titles = [line for line in turn.content.split("\n") if slide_re.match(line)]
            assert not any(memory.value.lower() in title.lower() for title in titles), turn.content


def test_the_dev47_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h47("Naksa! My dog is Max", " Also mine, this one: ", "Winiajai! I prefer jazz.") == \
        "Naksa! My dog is Max. Also mine, this one: I prefer jazz."
    assert ingest.join_h47("Hé, sa ka maché? My dog is Max. Mési, a pita.", " Add to that, mine: ",
                           "Buenas, ¿qué más? I prefer jazz. Listo, hablamos.") == \
        "Hé, sa ka maché? My dog is Max. Add to that, mine: I prefer jazz. Listo, hablamos."
    assert ingest.join_h47("My dog is Max?", " Next one, mine: ", "jazz.") == \
        "My dog is Max? Next one, mine: jazz."
    assert ingest.join_h47("Max {m} lang", " Plus this, about me: ", "My dog is Max. Diosolopague.") == \
        "Max {m} lang. Plus this, about me: My dog is Max. Diosolopague."
    deck = "From my slides:\nSlide 1 of 1: Me\n  • Dog: Max\nStill right."
    assert ingest.join_h47("Buenas buenas! My dog is Max.", " And one more of mine: ", deck) == \
        "Buenas buenas! My dog is Max.\n\n" + deck
    assert ingest.join_h47(deck, " Something more of mine: ", "Winiajai, ñaño. Jazz only.") == \
        deck + "\n\nJazz only."
    assert ingest.join_h47(deck + " Tingki pali.", " And also, for me: ", "Naksa, brother. " + deck) == \
        deck + "\n\n" + deck


def test_the_dev48_set_keeps_its_chat_exports_between_lines_of_prose() -> None:
    # lines of the user's own chat, exported from a chat app, open after a prose line ending in ":"; each message is a
    # line of its own as "01/03/2027, 07:12 - Name: text" (the date as the voice's phone writes it, "." or "/" between
    # its parts; a 24-hour time or a 12-hour one with "am" or "pm"); then a closing prose line; no empty line inside;
    # a memory's value stands only in the text of a message the user sent (the voice's own name), never in the
    # prose around the export, a date, a time, a name or another person's message; the export of a memory is today's
    # (01/03/2027, the day the chats take place); every class has three or more; small talk and traps have some too
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H48_PREF_STYLES, **ingest.H48_CONSTRAINTS, "fact": ingest.H48_FACT_STYLES,
                "event": ingest.H48_EVENT_STYLES, "task": ingest.H48_TASK_STYLES}
    own = {"Tebano", "Falmata", "Magomed", "Nadya"}
    line_re = re.compile(r"^(?P<day>\d\d([./])\d\d\2\d{4}), (?P<time>(\d\d:\d\d)|(\d{1,2}:\d\d [ap]m)) - "
                         r"(?P<who>[A-Z][\w.' ]*?): (?P<text>\S.*)$")

    def check(lines: list[str]) -> list[re.Match[str]]:
        assert lines[0].endswith(":") and not line_re.match(lines[0]) and "{" not in lines[0], lines
        assert lines[-1].strip() and not lines[-1].endswith(":") and not line_re.match(lines[-1]), lines
        assert "{" not in lines[-1] and "" not in lines, lines
        found = [line_re.match(line) for line in lines[1:-1]]
        assert found and all(found), lines
        assert len({m["day"] for m in found if m}) == 1, lines
        return [m for m in found if m]

    for cls, cls_styles in by_class.items():
        exports = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(exports) >= 3, cls
        for lines in exports:
            messages = check(lines)
            assert all(m["day"] in ("01/03/2027", "01.03.2027") for m in messages), lines
            assert any(re.search(value[cls], m["text"]) and m["who"] in own for m in messages), lines
            assert not any(re.search(value[cls], m["text"]) for m in messages if m["who"] not in own), lines
            assert not any("{" in m["who"] or "{" in m["time"] for m in messages), lines
    for noise in (ingest.H48_SMALLTALK, ingest.H48_TRAPS):
        exports = [text.split("\n") for text in noise if "\n" in text]
        assert len(exports) >= 3
        for lines in exports:
            check(lines)
    asides = [a for side in ingest.H48_ASIDES for a in side]
    assert not any(line_re.match(line) for text in (*ingest.H48_JOINERS, *asides) for line in text.split("\n"))
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev48", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(line_re.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            rows = [i for i, line in enumerate(lines) if line_re.match(line)]
            if not rows:
                continue
            # one export per part: its lines run unbroken after a prose line ending in ":"; then a closing prose line
            # (which ends the part, or an aside on a line of its own follows it)
            first, last = rows[0], rows[-1]
            assert rows == list(range(first, last + 1)), turn.content
            assert first >= 1 and lines[first - 1].endswith(":"), turn.content
            assert 1 <= len(lines) - 1 - last <= 2, turn.content
        for memory in turn.memories():
            # the value is in the message (the scorer's test); where it stands in an export, it stands in the text of
            # the user's own message, never in a date, a time, a name or another person's message
            for line in turn.content.split("\n"):
                m = line_re.match(line)
                if m and memory.value.lower() in line.lower():
                    assert m["who"] in own and memory.value.lower() in m["text"].lower(), turn.content
                    assert memory.value.lower() not in f"{m['day']}, {m['time']} - {m['who']}".lower(), turn.content


def test_the_dev48_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h48("Mauri! My dog is Max", " Also from my side: ", "Vorchami! I prefer jazz.") == \
        "Mauri! My dog is Max. Also from my side: I prefer jazz."
    assert ingest.join_h48("Wushe, I hope you are fine. My dog is Max. Thank you, stay blessed.", " Mine again: ",
                           "An' torova, how are you there? I prefer jazz. Thank you, bye-bye.") == \
        "Wushe, I hope you are fine. My dog is Max. Mine again: I prefer jazz. Thank you, bye-bye."
    assert ingest.join_h48("My dog is Max?", " With it, this of mine: ", "jazz.") == \
        "My dog is Max? With it, this of mine: jazz."
    assert ingest.join_h48("Max {m} lang", " Also, for my file: ", "My dog is Max. Barkala.") == \
        "Max {m} lang. Also, for my file: My dog is Max. Barkala."
    export = "From the chat:\n01/03/2027, 07:12 - Falmata: My dog is Max\nStill right."
    assert ingest.join_h48("Vorchami, friend. My dog is Max.", " One thing more of mine: ", export) == \
        "Vorchami, friend. My dog is Max.\n\n" + export
    assert ingest.join_h48(export, " And here, also mine: ", "Mauri, ko uara? Jazz only.") == \
        export + "\n\nJazz only."
    assert ingest.join_h48(export + " Ko rabwa.", " Then this one, mine too: ", "Wushe! " + export) == \
        export + "\n\n" + export


def test_the_dev49_set_keeps_its_assistant_activity_between_lines_of_prose() -> None:
    # the user's own voice-assistant activity, copied from Google's "My Activity" page, opens after a prose line ending
    # in ":"; then the day's heading ("Today", "Yesterday" or a date such as "12 Jun 2018"), then each entry in three
    # lines: the product ("Assistant" or "Search"), what was said ("Said " and the words) or searched ("Searched for "
    # and the words), and the time with " • Details" (24-hour with ":" or "." between hours and minutes, or 12-hour
    # with "am"/"pm" or "AM"/"PM"); then a closing prose line; no empty line inside; a memory's value stands only in
    # what the user said, never in the prose around the activity, a heading, a product, a search or a time; the
    # activity of a memory is today's; no time has ":30" or minutes from 37 to 46; every class has three or more;
    # small talk and traps have some too
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H49_PREF_STYLES, **ingest.H49_CONSTRAINTS, "fact": ingest.H49_FACT_STYLES,
                "event": ingest.H49_EVENT_STYLES, "task": ingest.H49_TASK_STYLES}
    day_re = re.compile(r"^(Today|Yesterday|\d{1,2} [A-Z][a-z]{2} \d{4})$")
    product_re = re.compile(r"^(Assistant|Search)$")
    action_re = re.compile(r"^(?P<verb>Said|Searched for) (?P<text>\S.*)$")
    time_re = re.compile(r"^(?P<hour>\d{1,2})[:.](?P<minute>\d\d)(?: [ap]m| [AP]M)? • Details$")

    def layout(line: str) -> bool:
        return any(r.match(line) for r in (day_re, product_re, action_re, time_re))

    def check(lines: list[str]) -> list[tuple[str, str, str]]:
        assert lines[0].endswith(":") and not layout(lines[0]) and "{" not in lines[0], lines
        assert lines[-1].strip() and not lines[-1].endswith(":") and not layout(lines[-1]), lines
        assert "{" not in lines[-1] and "" not in lines, lines
        assert day_re.match(lines[1]), lines
        body = lines[2:-1]
        assert body and len(body) % 3 == 0, lines
        out = []
        for i in range(0, len(body), 3):
            product, action, time = body[i:i + 3]
            m, t = action_re.match(action), time_re.match(time)
            assert product_re.match(product) and m and t, lines
            assert (product == "Assistant") == (m["verb"] == "Said"), lines
            assert t["minute"] != "30" and not 37 <= int(t["minute"]) <= 46, lines
            out.append((m["verb"], m["text"], time))
        return out

    for cls, cls_styles in by_class.items():
        activities = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(activities) >= 3, cls
        for lines in activities:
            entries = check(lines)
            assert lines[1] == "Today", lines
            assert any(verb == "Said" and re.search(value[cls], text) for verb, text, _ in entries), lines
            assert not any(re.search(value[cls], text) for verb, text, _ in entries if verb != "Said"), lines
            assert not any("{" in time for _, _, time in entries), lines
    for noise in (ingest.H49_SMALLTALK, ingest.H49_TRAPS):
        activities = [text.split("\n") for text in noise if "\n" in text]
        assert len(activities) >= 3
        for lines in activities:
            check(lines)
    asides = [a for side in ingest.H49_ASIDES for a in side]
    assert not any(layout(line) for text in (*ingest.H49_JOINERS, *asides) for line in text.split("\n"))
    user = [t for seed in (1, 2, 3) for c in generate(wording="dev49", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(action_re.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            rows = [i for i, line in enumerate(lines) if layout(line)]
            if not rows:
                continue
            # one activity per part: its lines run unbroken after a prose line ending in ":"; then a closing prose
            # line (which ends the part, or an aside on a line of its own follows it)
            first, last = rows[0], rows[-1]
            assert rows == list(range(first, last + 1)), turn.content
            assert first >= 1 and lines[first - 1].endswith(":") and day_re.match(lines[first]), turn.content
            assert 1 <= len(lines) - 1 - last <= 2, turn.content
        for memory in turn.memories():
            # the value is in the message (the scorer's test); where it stands in an activity, it stands in what the
            # user said, never in a heading, a product, a search or a time
            for line in turn.content.split("\n"):
                if layout(line) and memory.value.lower() in line.lower():
                    m = action_re.match(line)
                    assert m and m["verb"] == "Said" and memory.value.lower() in m["text"].lower(), turn.content


def test_the_dev49_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h49("Chibai! My dog is Max", " Moving on, mine: ", "Bonghjornu! I prefer jazz.") == \
        "Chibai! My dog is Max. Moving on, mine: I prefer jazz."
    assert ingest.join_h49("Assalamualaikum, baa kaba? My dog is Max. Tarimo kasih banyak, sampai jumpa.",
                           " Further, mine: ",
                           "Essalawmaleýkim, ýagdaýlar nähili? I prefer jazz. Sag boluň, hoş gal.") == \
        "Assalamualaikum, baa kaba? My dog is Max. Further, mine: I prefer jazz. Sag boluň, hoş gal."
    assert ingest.join_h49("My dog is Max?", " Adding to it: ", "jazz.") == "My dog is Max? Adding to it: jazz."
    assert ingest.join_h49("Max {m} lang", " Plus this of mine: ", "My dog is Max. Ti ringraziu.") == \
        "Max {m} lang. Plus this of mine: My dog is Max. Ti ringraziu."
    activity = "From my activity:\nToday\nAssistant\nSaid remember my dog is Max\n7:12 am • Details\nRight."
    assert ingest.join_h49("Chibai, i dam em? My dog is Max.", " Another detail, mine: ", activity) == \
        "Chibai, i dam em? My dog is Max.\n\n" + activity
    assert ingest.join_h49(activity, " Then, mine as well: ", "Bonghjornu, cumu va? Jazz only.") == \
        activity + "\n\nJazz only."
    assert ingest.join_h49(activity + " Ka lawm e.", " And one more, mine: ", "Assalamualaikum! " + activity) == \
        activity + "\n\n" + activity


def test_the_heldout50_set_keeps_its_pdf_comment_summaries_between_lines_of_prose() -> None:
    # the comments the user wrote on a PDF, as Adobe Acrobat's "Summarize Comments" lists them, open after a prose line
    # ending in ":"; then the summary's heading ("Summary of Comments on " and a file's name ending in ".pdf"), then
    # for each page its "Page: " line and each of its comments in two lines: the comment's own line ("Number: " and
    # its number on the page, "Author: " and who wrote it, "Subject: " and its kind, "Date: " and when: "3/1/2027
    # 7:12:05 AM", "2027/3/1 07:12:05", "01/03/2027 07:12:05" or "01.03.2027 07:12:05") and the comment's text; then a
    # closing prose line; no empty line inside; a memory's value stands only in the text of a comment its user wrote
    # (the voice's own name as author), never in the prose around the summary, the heading, a page line or a comment's
    # own line; the comments of a memory are today's (1 March 2027); no time has minutes or seconds of 30 or from 37
    # to 46; every class has three or more; small talk and traps have some too
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H50_PREF_STYLES, **ingest.H50_CONSTRAINTS, "fact": ingest.H50_FACT_STYLES,
                "event": ingest.H50_EVENT_STYLES, "task": ingest.H50_TASK_STYLES}
    users = {"Ernestine", "A-Kun Hsu", "Attaher", "Hanka"}
    heading_re = re.compile(r"^Summary of Comments on [\w.-]+\.pdf$")
    page_re = re.compile(r"^Page: \d+$")
    stamp = (r"(?P<m1>\d{1,2})/(?P<d1>\d{1,2})/(?P<y1>\d{4}) \d{1,2}:(?P<mi1>\d\d):(?P<s1>\d\d) [AP]M"
             r"|(?P<y2>\d{4})/(?P<m2>\d{1,2})/(?P<d2>\d{1,2}) \d\d:(?P<mi2>\d\d):(?P<s2>\d\d)"
             r"|(?P<d3>\d\d)[/.](?P<m3>\d\d)[/.](?P<y3>\d{4}) \d\d:(?P<mi3>\d\d):(?P<s3>\d\d)")
    comment_re = re.compile(r"^Number: \d+ Author: (?P<author>\S.*?) Subject: (?:Comment on Text|Text Box) "
                            r"Date: (?:" + stamp + r")$")

    def layout(line: str) -> bool:
        return any(r.match(line) for r in (heading_re, page_re, comment_re))

    def check(lines: list[str]) -> list[tuple[str, str, tuple[int, int, int]]]:
        assert lines[0].endswith(":") and not layout(lines[0]) and "{" not in lines[0], lines
        assert lines[-1].strip() and not lines[-1].endswith(":") and not layout(lines[-1]), lines
        assert "{" not in lines[-1] and "" not in lines, lines
        assert heading_re.match(lines[1]) and "{" not in lines[1] and page_re.match(lines[2]), lines
        out, i = [], 2
        while i < len(lines) - 1:
            if page_re.match(lines[i]):
                i += 1
            m = comment_re.match(lines[i])
            assert m and "{" not in lines[i] and not layout(lines[i + 1]) and i + 1 < len(lines) - 1, lines
            g = {k: v for k, v in m.groupdict().items() if v}
            for k in g:
                if k[:2] in ("mi", "s1", "s2", "s3"):
                    assert g[k] != "30" and not 37 <= int(g[k]) <= 46, lines
            day = next((int(g[f"y{n}"]), int(g[f"m{n}"]), int(g[f"d{n}"])) for n in "123" if f"y{n}" in g)
            out.append((m["author"], lines[i + 1], day))
            i += 2
        return out

    for cls, cls_styles in by_class.items():
        summaries = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(summaries) >= 3, cls
        for lines in summaries:
            entries = check(lines)
            assert all(day == (2027, 3, 1) for _, _, day in entries), lines
            assert any(author in users and re.search(value[cls], text) for author, text, _ in entries), lines
            assert not any(re.search(value[cls], text) for author, text, _ in entries if author not in users), lines
    for noise in (ingest.H50_SMALLTALK, ingest.H50_TRAPS):
        summaries = [text.split("\n") for text in noise if "\n" in text]
        assert len(summaries) >= 3
        for lines in summaries:
            check(lines)
    asides = [a for side in ingest.H50_ASIDES for a in side]
    assert not any(layout(line) for text in (*ingest.H50_JOINERS, *asides) for line in text.split("\n"))
    user = [t for seed in (1, 2, 3) for c in generate(wording="heldout50", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(heading_re.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            rows = [i for i, line in enumerate(lines) if layout(line)]
            if not rows:
                continue
            # one summary per part: its heading after a prose line ending in ":", its page and comment lines each
            # followed by a comment's text, then a closing prose line (which ends the part, or an aside on a line of
            # its own follows it)
            first, last = rows[0], rows[-1]
            assert first >= 1 and lines[first - 1].endswith(":") and heading_re.match(lines[first]), turn.content
            assert comment_re.match(lines[last]) and 2 <= len(lines) - 1 - last <= 3, turn.content
            check(lines[first - 1:last + 3])
        for memory in turn.memories():
            # the value is in the message (the scorer's test); where it stands in a summary, it stands in the text of a
            # comment, never in a heading, a page line or a comment's own line
            assert not any(layout(line) and memory.value.lower() in line.lower()
                           for line in turn.content.split("\n")), turn.content


def test_the_heldout50_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h50("Hey now! My dog is Max", " In the same go: ", "Witaj! I prefer jazz.") == \
        "Hey now! My dog is Max. In the same go: I prefer jazz."
    assert ingest.join_h50("Ngì-hó, eat already? My dog is Max. Ân-chṳ́-se, màn-màn hàng.", " On top of it: ",
                           "Mani eghlalan? Alkher ghas, I hope. I prefer jazz. Tanemmert, ar tufat.") == \
        "Ngì-hó, eat already? My dog is Max. On top of it: I prefer jazz. Tanemmert, ar tufat."
    assert ingest.join_h50("My dog is Max?", " With that, too: ", "jazz.") == "My dog is Max? With that, too: jazz."
    assert ingest.join_h50("Max {m} lang", " Likewise, on me: ", "My dog is Max. Dźakuju so.") == \
        "Max {m} lang. Likewise, on me: My dog is Max. Dźakuju so."
    summary = ("My comment on the PDF:\nSummary of Comments on plan.pdf\nPage: 1\n"
               "Number: 1 Author: Hanka Subject: Comment on Text Date: 01.03.2027 07:12:05\nmy dog is Max\nRight.")
    assert ingest.join_h50("Witaj, kak so maš? My dog is Max.", " A further one, mine: ", summary) == \
        "Witaj, kak so maš? My dog is Max.\n\n" + summary
    assert ingest.join_h50(summary, " After that, of me: ", "Hey now, how oona da do? Jazz only.") == \
        summary + "\n\nJazz only."
    assert ingest.join_h50(summary + " Tenk ya.", " Next to that, of mine: ", "Alkher ghas! " + summary) == \
        summary + "\n\n" + summary


def test_the_heldout51_set_keeps_its_form_receipts_between_lines_of_prose() -> None:
    # the copy of the user's own answers to a form that Google Forms mails back opens after a prose line ending in ":";
    # then "Thanks for filling out " and the form's title, "Here's what was received.", the title again, "* Indicates
    # required question", then each question on a line of its own (a required one ending in " *", any other in "?")
    # and its answer on the next line, the first question asking the name; then a closing prose line; no empty line
    # inside; a memory's value stands only in an answer of a form its user filled in (the voice's own name the first
    # answer), never in the prose around the receipt, its heading lines, a question or the name; every class has
    # three or more; small talk and traps have some too
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H51_PREF_STYLES, **ingest.H51_CONSTRAINTS, "fact": ingest.H51_FACT_STYLES,
                "event": ingest.H51_EVENT_STYLES, "task": ingest.H51_TASK_STYLES}
    users = {"Marcia Greaves", "Gilles Chartrand", "Tiziana Zannier", "Juan Quayle"}
    thanks_re = re.compile(r"^Thanks for filling out (?P<title>\S.*)$")
    question_re = re.compile(r"^\S.*(?:\?| \*)$")

    def check(lines: list[str]) -> list[tuple[str, str]]:
        assert lines[0].endswith(":") and not thanks_re.match(lines[0]) and "{" not in lines[0], lines
        m = thanks_re.match(lines[1])
        assert m and lines[2] == "Here's what was received." and lines[3] == m["title"], lines
        assert lines[4] == "* Indicates required question" and "{" not in "".join(lines[1:5]), lines
        assert lines[-1].strip() and not lines[-1].endswith((":", "?", " *")) and "{" not in lines[-1], lines
        assert "" not in lines and len(lines) % 2 == 0, lines
        pairs = [(lines[i], lines[i + 1]) for i in range(5, len(lines) - 1, 2)]
        assert pairs and all(question_re.match(q) and "{" not in q and not question_re.match(a) and a.strip()
                             for q, a in pairs), lines
        assert "{" not in pairs[0][1], lines
        return pairs

    for cls, cls_styles in by_class.items():
        receipts = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(receipts) >= 3, cls
        for lines in receipts:
            pairs = check(lines)
            assert pairs[0][1] in users and any(re.search(value[cls], a) for _, a in pairs[1:]), lines
    for noise in (ingest.H51_SMALLTALK, ingest.H51_TRAPS):
        receipts = [text.split("\n") for text in noise if "\n" in text]
        assert len(receipts) >= 3
        for lines in receipts:
            check(lines)
    asides = [a for side in ingest.H51_ASIDES for a in side]
    assert not any(thanks_re.match(line) or question_re.match(line)
                   for text in (*ingest.H51_JOINERS, *asides) for line in text.split("\n"))
    user = [t for seed in (1, 2, 3) for c in generate(wording="heldout51", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(thanks_re.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        kept: list[str] = []  # the lines of the turn's receipts that no value may stand in
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            starts = [i for i, line in enumerate(lines) if thanks_re.match(line)]
            if not starts:
                continue
            # one receipt per part: its heading after a prose line ending in ":", its questions each followed by an
            # answer, then a closing prose line (which ends the part, or an aside on a line of its own follows it)
            assert len(starts) == 1, turn.content
            first = starts[0]
            assert first >= 1 and lines[first - 1].endswith(":"), turn.content
            i = first + 4
            while i + 1 < len(lines) and question_re.match(lines[i]):
                i += 2
            assert len(lines) - 1 - i <= 1, turn.content
            pairs = check(lines[first - 1:i + 1])
            kept += [*lines[first:first + 4], *(q for q, _ in pairs), pairs[0][1]]
        for memory in turn.memories():
            # the value is in the message (the scorer's test); where it stands in a receipt, it stands in an answer
            assert not any(memory.value.lower() in line.lower() for line in kept), turn.content


def test_the_heldout51_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h51("Wuh happenin'? My dog is Max", " Also mine: ", "Mandi! I prefer jazz.") == \
        "Wuh happenin'? My dog is Max. Also mine: I prefer jazz."
    assert ingest.join_h51("Taanishi, taanishi kiiya? My dog is Max. Maarsii, kaa-waapamitin.", " On the same note: ",
                           "Moghrey mie, kys t'ou? I prefer jazz. Gura mie ayd, slane lhiat.") == \
        "Taanishi, taanishi kiiya? My dog is Max. On the same note: I prefer jazz. Gura mie ayd, slane lhiat."
    assert ingest.join_h51("My dog is Max?", " Also mine: ", "jazz.") == "My dog is Max? Also mine: jazz."
    assert ingest.join_h51("Max {m} lang", " Then another, mine: ", "My dog is Max. Graciis.") == \
        "Max {m} lang. Then another, mine: My dog is Max. Graciis."
    receipt = ("My answer on the form:\nThanks for filling out Plan\nHere's what was received.\nPlan\n"
               "* Indicates required question\nName *\nJuan Quayle\nDog?\nmy dog is Max\nRight.")
    assert ingest.join_h51("Mandi, cemût? My dog is Max.", " Another of my own: ", receipt) == \
        "Mandi, cemût? My dog is Max.\n\n" + receipt
    assert ingest.join_h51(receipt, " Add to it, of mine: ", "Morning, morning! Wuh happenin'? Jazz only.") == \
        receipt + "\n\nJazz only."
    assert ingest.join_h51(receipt + " T'anks, darlin'.", " Along with that, mine: ", "Taanishi! " + receipt) == \
        receipt + "\n\n" + receipt


def test_the_heldout52_set_keeps_its_trip_pages_between_lines_of_prose() -> None:
    # a trip as a trip-planning app's trip page shows it, copied, opens after a prose line ending in ":"; then the
    # trip's name, its dates and place ("1 Mar – 4 Mar 2027 · Alofi, Niue", "01 Mar 2027 - 04 Mar 2027 · ...", "Mar 1 -
    # Mar 4, 2027 · ..." or "1 Mar 2027 - 4 Mar 2027 · ..."), "Traveler: " and whose trip it is, the first day's heading
    # ("Mon 1 Mar", "Mon, 01 Mar", "Mon, Mar 1" or "Mon, 1 Mar"), then each note in two lines: its own line (the time it
    # was written, "7:12am", "07:12", "7:12 AM" or "7.12am", then " · Note · " and the note's title) and the note's
    # text; then a closing prose line; no empty line inside; a memory's value stands only in the text of a note on a
    # trip whose traveller is its user (the voice's own name), never in the prose around the trip, the trip's name, its
    # dates, the traveller, the day's heading or a note's own line; the notes of a memory are today's (1 March 2027,
    # the trip's first day) and written before ten; no time has minutes of 30 or from 37 to 46; no month or weekday
    # stands in full in the layout; every class has three or more; small talk and traps have some too
    value = {"preference": r"\{[vV]\}", "allergy": r"\{[aA]\}", "diet": r"\{d\}", "hours": r"\{t\}",
             "budget": r"\{m\}", "days": r"\{[wW]\}", "fact": r"\{v\}", "event": r"\{d\}", "task": r"\{t\}"}
    by_class = {"preference": ingest.H52_PREF_STYLES, **ingest.H52_CONSTRAINTS, "fact": ingest.H52_FACT_STYLES,
                "event": ingest.H52_EVENT_STYLES, "task": ingest.H52_TASK_STYLES}
    users = {"Lupe Talagi", "Mwila Chileshe", "Kasiano Ioanis", "Jimbun anak Ngumbang"}
    mon = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)"
    dates_re = re.compile(r"^(?:\d{1,2} " + mon + r" – \d{1,2} " + mon + r" \d{4}"
                          r"|\d{1,2} " + mon + r" \d{4} - \d{1,2} " + mon + r" \d{4}"
                          r"|" + mon + r" \d{1,2} - " + mon + r" \d{1,2}, \d{4}) · \S.*$")
    traveler_re = re.compile(r"^Traveler: (?P<who>\S.*)$")
    heading_re = re.compile(r"^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun),? (?:\d{1,2} " + mon + "|" + mon + r" \d{1,2})$")
    note_re = re.compile(r"^(?P<h>\d{1,2})[:.](?P<mi>\d\d) ?(?P<ap>[AaPp][Mm])? · Note · \S.*$")

    def layout(line: str) -> bool:
        return any(r.match(line) for r in (dates_re, traveler_re, heading_re, note_re))

    def check(lines: list[str]) -> tuple[str, list[tuple[int, str]]]:
        assert lines[0].endswith(":") and not layout(lines[0]) and "{" not in lines[0], lines
        assert lines[-1].strip() and not lines[-1].endswith(":") and not layout(lines[-1]), lines
        assert "{" not in lines[-1] and "" not in lines, lines
        assert not layout(lines[1]) and "{" not in lines[1] and dates_re.match(lines[2]), lines
        who = traveler_re.match(lines[3])
        assert who and heading_re.match(lines[4]) and "{" not in "".join(lines[2:5]), lines
        assert not re.search(r"January|February|March|April|June|July|August|September|October|November|December"
                             r"|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday", "".join(lines[1:5])), lines
        notes, i = [], 5
        while i < len(lines) - 1:
            m = note_re.match(lines[i])
            assert m and "{" not in lines[i] and not layout(lines[i + 1]) and i + 1 < len(lines) - 1, lines
            assert m["mi"] != "30" and not 37 <= int(m["mi"]) <= 46, lines
            hour = int(m["h"]) % 12 + (12 if (m["ap"] or "").lower() == "pm" else 0) if m["ap"] else int(m["h"])
            notes.append((hour, lines[i + 1]))
            i += 2
        assert notes, lines
        return who["who"], notes

    for cls, cls_styles in by_class.items():
        trips = [style.split("\n") for style in cls_styles if "\n" in style]
        assert len(trips) >= 3, cls
        for lines in trips:
            who, notes = check(lines)
            assert who in users and lines[2].startswith(("1 Mar", "01 Mar", "Mar 1 ")), lines
            assert lines[4].endswith((" 1 Mar", " 01 Mar", " Mar 1")) and all(h < 10 for h, _ in notes), lines
            assert any(re.search(value[cls], text) for _, text in notes), lines
    for noise in (ingest.H52_SMALLTALK, ingest.H52_TRAPS):
        trips = [text.split("\n") for text in noise if "\n" in text]
        assert len(trips) >= 3
        for lines in trips:
            check(lines)
    assert any(check(text.split("\n"))[0] not in users for text in ingest.H52_TRAPS if "\n" in text)
    asides = [a for side in ingest.H52_ASIDES for a in side]
    assert not any(layout(line) for text in (*ingest.H52_JOINERS, *asides) for line in text.split("\n"))
    user = [t for seed in (1, 2, 3) for c in generate(wording="heldout52", seed=seed) for t in c.turns
            if t.role == "user"]
    found = [t for t in user if any(traveler_re.match(line) for line in t.content.split("\n"))]
    assert any(t.label in ingest.REAL for t in found) and any(t.also for t in found)
    assert any(t.label == "smalltalk" for t in found) and any(t.label == "trap" for t in found)
    for turn in user:
        for part in turn.content.split("\n\n"):
            lines = part.split("\n")
            rows = [i for i, line in enumerate(lines) if layout(line)]
            if not rows:
                continue
            # one trip per part: its name after a prose line ending in ":", its dates, traveller, day heading and
            # note lines each followed by a note's text, then a closing prose line (which ends the part, or an aside on
            # a line of its own follows it)
            first, last = rows[0], rows[-1]
            assert first >= 2 and lines[first - 2].endswith(":") and dates_re.match(lines[first]), turn.content
            assert note_re.match(lines[last]) and 2 <= len(lines) - 1 - last <= 3, turn.content
            check(lines[first - 2:last + 3])
        for memory in turn.memories():
            # the value is in the message (the scorer's test); where it stands in a trip, it stands in the text of a
            # note, never in the trip's name, dates, traveller, day heading or a note's own line
            assert not any(layout(line) and memory.value.lower() in line.lower()
                           for line in turn.content.split("\n")), turn.content
            for part in turn.content.split("\n\n"):
                lines = part.split("\n")
                starts = [i for i, line in enumerate(lines) if dates_re.match(line)]
                for i in starts:
                    assert memory.value.lower() not in lines[i - 1].lower(), turn.content


def test_the_heldout52_set_joins_two_memories_with_a_full_stop_or_an_empty_line() -> None:
    assert ingest.join_h52("Kaselehlie! My dog is Max", " Also for me: ", "Selamat pagi! I prefer jazz.") == \
        "Kaselehlie! My dog is Max. Also for me: I prefer jazz."
    assert ingest.join_h52("Mwapoleni mukwai, muli shani? My dog is Max. Natotela, shalenipo.", " And then mine: ",
                           "Fakaalofa lahi atu, how are things your end? I prefer jazz. Fakaaue lahi, ke monuina.") == \
        "Mwapoleni mukwai, muli shani? My dog is Max. And then mine: I prefer jazz. Fakaaue lahi, ke monuina."
    assert ingest.join_h52("My dog is Max?", " Together with that: ", "jazz.") == \
        "My dog is Max? Together with that: jazz."
    assert ingest.join_h52("Max {m} lang", " Another bit of mine: ", "My dog is Max. Kalahngan.") == \
        "Max {m} lang. Another bit of mine: My dog is Max. Kalahngan."
    trip = ("My note on the trip:\nSibu for the engine\n1 Mar 2027 - 4 Mar 2027 · Sibu, Sarawak\n"
            "Traveler: Jimbun anak Ngumbang\nMon, 1 Mar\n7.12am · Note · Myself\nmy dog is Max\nRight.")
    assert ingest.join_h52("Selamat pagi, nama berita? My dog is Max.", " Then this of mine: ", trip) == \
        "Selamat pagi, nama berita? My dog is Max.\n\n" + trip
    assert ingest.join_h52(trip, " And while I'm at it: ", "Kaselehlie maing, ia iromw? Jazz only.") == \
        trip + "\n\nJazz only."
    assert ingest.join_h52(trip + " Terima kasih.", " Plus this, my own: ", "Mwapoleni mukwai! " + trip) == \
        trip + "\n\n" + trip
