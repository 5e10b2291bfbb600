import { digitsOf, LEETCODE, type ReadCase } from "../table.js";

/** Boards inside code, as people copy them out of repositories (found with the search tool's code index). */
export const codeCases: ReadCase[] = [
  {
    name: "a Go test table of [][]byte rows",
    source: "GitHub code, Go test of LeetCode 37 (code search id 9401662119)",
    text: `func TestSolveSudoku(t *testing.T) {
	cases := []struct{
		board 	[][]byte
	} {
		{
			[][]byte{
				[]byte{'5','3','.','.','7','.','.','.','.'},
				[]byte{'6','.','.','1','9','5','.','.','.'},
				[]byte{'.','9','8','.','.','.','.','6','.'},
				[]byte{'8','.','.','.','6','.','.','.','3'},
				[]byte{'4','.','.','8','.','3','.','.','1'},
				[]byte{'7','.','.','.','2','.','.','.','6'},
				[]byte{'.','6','.','.','.','.','2','8','.'},
				[]byte{'.','.','.','4','1','9','.','.','5'},
				[]byte{'.','.','.','.','8','.','.','7','9'},
			},
		},
	}`,
    board: LEETCODE,
  },
  {
    name: "Go rows appended one by one",
    source: "GitHub code, Go main of LeetCode 37 (code search id 26236401447)",
    text: `func main() {
	board := make([][]byte, 0)
	board = append(board, []byte{'5','3','.','.','7','.','.','.','.'})
	board = append(board, []byte{'6','.','.','1','9','5','.','.','.'})
	board = append(board, []byte{'.','9','8','.','.','.','.','6','.'})
	board = append(board, []byte{'8','.','.','.','6','.','.','.','3'})
	board = append(board, []byte{'4','.','.','8','.','3','.','.','1'})
	board = append(board, []byte{'7','.','.','.','2','.','.','.','6'})
	board = append(board, []byte{'.','6','.','.','.','.','2','8','.'})
	board = append(board, []byte{'.','.','.','4','1','9','.','.','5'})
	board = append(board, []byte{'.','.','.','.','8','.','.','7','9'})
	solveSudoku(board)
}`,
    board: LEETCODE,
  },
  {
    name: "a Go board on one line, with a call and a slice index after it",
    source: "GitHub code, Go LeetCode 37 (code search id 6453792095)",
    text: `func modify(b []byte) {
	b[0] = 'z'
}

func main() {
	d := [][]byte{[]byte{'5','3','.','.','7','.','.','.','.'},{'6','.','.','1','9','5','.','.','.'},{'.','9','8','.','.','.','.','6','.'},{'8','.','.','.','6','.','.','.','3'},{'4','.','.','8','.','3','.','.','1'},{'7','.','.','.','2','.','.','.','6'},{'.','6','.','.','.','.','2','8','.'},{'.','.','.','4','1','9','.','.','5'},{'.','.','.','.','8','.','.','7','9'}}
	fmt.Println(d)
	solveSudoku(d)

	modify(nums)
	fmt.Println(nums)

}`,
    board: LEETCODE,
  },
  {
    name: "a board commented out above a test that builds a single row",
    source: "GitHub code, Go ValidSudoku test (code search id 32178657774)",
    text: `func TestValidSudoku(t *testing.T)  {
	t.Run("Test valid sudo", func(t *testing.T) {
		//board := [9][9]byte{
		//	{'5','3','.','.','7','.','.','.','.'},
		//	{'6','.','.','1','9','5','.','.','.'},
		//	{'.','9','8','.','.','.','.','6','.'},
		//	{'8','.','.','.','6','.','.','.','3'},
		//	{'4','.','.','8','.','3','.','.','1'},
		//	{'7','.','.','.','2','.','.','.','6'},
		//	{'.','6','.','.','.','.','2','8','.'},
		//	{'.','.','.','4','1','9','.','.','5'},
		//	{'.','.','.','.','8','.','.','7','9'},
		//}
		board := make([][]byte, 0, 0)
		row1 :=  []byte{'5','3','.','.','7','.','.','.','.'}
		board = append(board, row1)

		got := ValidSudoku(board)
		excepted := true
	})
}`,
    board: LEETCODE,
  },
  {
    name: "a JavaScript array with -1 for blanks",
    source: "GitHub code, JS sudoku boards (code search id 15907095898)",
    text: `const easyBoard = [
  [-1, 5, -1, 9, -1, -1, -1, -1, -1],
  [8, -1, -1, -1, 4, -1, 3, -1, 7],
  [-1, -1, -1, 2, 8, -1, 1, 9, -1],
  [5, 3, 8, 6, -1, 7, 9, 4, -1],
  [-1, 2, -1, 3, -1, 1, -1, -1, -1],
  [1, -1, 9, 8, -1, 4, 6, 2, 3],
  [9, -1, 7, 4, -1, -1, -1, -1, -1],
  [-1, 4, 5, -1, -1, -1, 2, -1, 9],
  [-1, -1, -1, -1, 3, -1, -1, 7, -1],
];`,
    board: ".5.9.....8...4.3.7...28.19.5386.794..2.3.1...1.98.46239.74......45...2.9....3..7.",
  },
  {
    name: "a Scala Seq of Seqs under Japanese comments",
    source: "GitHub code, Scala WorkSudoku.scala, a Kobe University exercise (code search id 21610543983)",
    text: `/**
    * 文献中の図2(b)の数独の問題 (藤原博文氏作)
    */
  val puzzle = Seq(
    Seq(0, 0, 0, 0, 0, 0, 0, 0, 0),
    Seq(0, 4, 3, 0, 0, 0, 6, 7, 0),
    Seq(5, 0, 0, 4, 0, 2, 0, 0, 8),
    Seq(8, 0, 0, 0, 6, 0, 0, 0, 1),
    Seq(2, 0, 0, 0, 0, 0, 0, 0, 5),
    Seq(0, 5, 0, 0, 0, 0, 0, 4, 0),
    Seq(0, 0, 6, 0, 0, 0, 7, 0, 0),
    Seq(0, 0, 0, 5, 0, 1, 0, 0, 0),
    Seq(0, 0, 0, 0, 8, 0, 0, 0, 0),
  )

  /**
    * i行j列のマスの数字がaであることを表すリテラル．i, jは1から始める．
    */
  def p(i: Int, j: Int, a: Int) = Lit("p" + i + "_" + j + "_" + a)`,
    board: "..........43...67.5..4.2..88...6...12.......5.5.....4...6...7.....5.1.......8....",
  },
  {
    name: "a NumPy array under a Japanese comment, with a print loop after it",
    source: "GitHub code, Python Fixstars Amplify sudoku (code search id 15019781166)",
    text: `####################################################
# 解きたい数独の問題
initial = np.array(
    [
        [6,0,0,0,0,0,0,0,0],
        [0,0,0,0,1,0,6,3,2],
        [0,1,0,0,2,0,0,8,0],
        [0,0,0,7,0,2,0,0,0],
        [3,7,0,0,0,6,0,5,0],
        [1,0,5,0,0,0,8,0,0],
        [0,4,0,0,0,0,3,7,0],
        [5,0,0,0,6,0,0,0,9],
        [0,0,1,0,0,0,0,0,8],
    ]
)

####################################################
# 数独を出力する関数
def print_sudoku(sudoku):
    for i in range(9):
        line = ""
        if i==3 or i==6:
            print("---------------------")`,
    board: "6............1.632.1..2..8....7.2...37...6.5.1.5...8...4....37.5...6...9..1.....8",
  },
  {
    name: "a Java int[][] under Korean comments",
    source: "GitHub code, Java sudoku server (code search id 28526973344)",
    text: `    /**
     * 스도쿠 보드 초기화
     */
    private void initializeSudoku() {
        sudokuBoard = new int[9][9];
        solution = new int[9][9];
        // 기본 스도쿠 문제 및 정답 설정 (여기서는 예제 데이터)
        // 실제 구현에서는 문제 생성 알고리즘 적용 가능
        int[][] exampleBoard = {
                {5, 3, 0, 0, 7, 0, 0, 0, 0},
                {6, 0, 0, 1, 9, 5, 0, 0, 0},
                {0, 9, 8, 0, 0, 0, 0, 6, 0},
                {8, 0, 0, 0, 6, 0, 0, 0, 3},
                {4, 0, 0, 8, 0, 3, 0, 0, 1},
                {7, 0, 0, 0, 2, 0, 0, 0, 6},
                {0, 6, 0, 0, 0, 0, 2, 8, 0},
                {0, 0, 0, 4, 1, 9, 0, 0, 5},
                {0, 0, 0, 0, 8, 0, 0, 7, 9}
        };`,
    board: LEETCODE,
  },
  {
    name: "a Python string split into pieces joined by +",
    source:
      "constructed: the LeetCode board in the shape of Python string concatenation seen in solver READMEs",
    text: `puzzle = ("53..7...." +
          "6..195..." +
          ".98....6." +
          "8...6...3" +
          "4..8.3..1" +
          "7...2...6" +
          ".6....28." +
          "...419..5" +
          "....8..79")`,
    board: LEETCODE,
  },
  {
    name: "a string continued with backslashes at line ends",
    source: "constructed: the LeetCode board as a C string continued over lines",
    text: String.raw`const char *grid = "53..7....\
6..195...\
.98....6.\
8...6...3\
4..8.3..1\
7...2...6\
.6....28.\
...419..5\
....8..79";`,
    board: LEETCODE,
  },
  {
    name: "a JSON string with escaped line breaks",
    source: "constructed: the LeetCode board as a JSON API body with \\n between rows",
    text: String.raw`{"puzzle": "530070000\n600195000\n098000060\n800060003\n400803001\n700020006\n060000280\n000419005\n000080079"}`,
    board: LEETCODE,
  },
];

/** Array literals of C and C++ files with the code around them, whose numbers are not cells. */
const C_GRID = `{
        {5, 3, 0, 0, 7, 0, 0, 0, 0},
        {6, 0, 0, 1, 9, 5, 0, 0, 0},
        {0, 9, 8, 0, 0, 0, 0, 6, 0},
        {8, 0, 0, 0, 6, 0, 0, 0, 3},
        {4, 0, 0, 8, 0, 3, 0, 0, 1},
        {7, 0, 0, 0, 2, 0, 0, 0, 6},
        {0, 6, 0, 0, 0, 0, 2, 8, 0},
        {0, 0, 0, 4, 1, 9, 0, 0, 5},
        {0, 0, 0, 0, 8, 0, 0, 7, 9},
    }`;
const CPP_GRID = `{{0, 0, 0, 2, 6, 0, 7, 0, 1},
                      {6, 8, 0, 0, 7, 0, 0, 9, 0},
                      {1, 9, 0, 0, 0, 4, 5, 0, 0},
                      {8, 2, 0, 1, 0, 0, 0, 4, 0},
                      {0, 0, 4, 6, 0, 2, 9, 0, 0},
                      {0, 5, 0, 0, 0, 3, 0, 2, 8},
                      {0, 0, 9, 3, 0, 0, 0, 7, 4},
                      {0, 4, 0, 0, 5, 0, 0, 3, 6},
                      {7, 0, 3, 0, 1, 8, 0, 0, 0}}`;
const TWO_ROWS_A_LINE = `{
      {0, 0, 0, 8, 0, 1, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 4, 3},
      {5, 0, 0, 0, 0, 0, 0, 0, 0},

      {0, 0, 0, 0, 7, 0, 8, 0, 0}, {0, 0, 0, 0, 0, 0, 1, 0, 0},
      {0, 2, 0, 0, 3, 0, 0, 0, 0},

      {6, 0, 0, 0, 0, 0, 0, 7, 5}, {0, 0, 3, 4, 0, 0, 0, 0, 0},
      {0, 0, 0, 2, 0, 0, 6, 0, 0},
  }`;
const SOLVED_GRID = `{
        {6, 5, 3, 1, 2, 8, 7, 9, 4},
        {1, 7, 4, 3, 5, 9, 6, 8, 2},
        {9, 2, 8, 4, 6, 7, 5, 3, 1},
        {2, 8, 6, 5, 1, 4, 3, 7, 9},
        {3, 9, 1, 7, 8, 2, 4, 5, 6},
        {5, 4, 7, 6, 9, 3, 2, 1, 8},
        {8, 6, 5, 2, 3, 1, 9, 4, 7},
        {4, 1, 2, 9, 7, 5, 8, 6, 3},
        {7, 3, 9, 8, 4, 6, 1, 2, 5}}`;

/** C and C++ files: loops, calls and indices around the array must not be read as cells. */
export const cCases: ReadCase[] = [
  {
    name: "a C solver with its backtracking loop above main's grid",
    source: "GitHub code, a C backtracking solver (code search id 14906685888)",
    text: `    // Try each number from 1 to 9 in the current cell
    for (int num = 1; num <= 9; num++) {
        if (isSafe(grid, row, col, num)) {
            // If the number is safe, put it in the cell and recurse
            grid[row][col] = num;

            if (solveSudoku(grid, row, col + 1)) {
                // If we've found a solution, return true
                return 1;
            }

            // If we haven't found a solution, backtrack and try the next number
            grid[row][col] = 0;
        }
    }

    // If we've tried all numbers and haven't found a solution, return false
    return 0;
}

int main() {
    int grid[9][9] = ${C_GRID};

    if (solveSudoku(grid, 0, 0)) {
        printf("Solved Sudoku:\\n");
        for (int row = 0; row < 9; row++) {
            for (int col = 0; col < 9; col++) {
                printf("%d ", grid[row][col]);
            }
            printf("\\n");
        }
    } else {
        printf("No solution found!\\n");
    }

    return 0;
}`,
    board: digitsOf(C_GRID),
  },
  {
    name: "a C++ solver with loop bounds and indices around the grid",
    source: "GitHub code, a C++ backtracking solver (code search id 28249993953)",
    text: `bool solveSudoku(int &grid[9][9],int row,int col){

    if(row==9 and col==9){
        return true;
    }

    if(col==9){
        row+=1;
        col=0;
    }

    if(grid[row][col]>0){
        return solveSudoku(grid,row,col+1);
    }

    for(int i=1;i<=9;i++){
        if(isValid(grid,row,col,i)){
            grid[row][col]=i;
            if(solveSudoku(grid,row,col+1)) return true;
        }
        grid[row][col]=0;

    }
    return false;
}
int main()
{
    int grid[9][9] = ${CPP_GRID};

if ((solveSudoku(grid,0,0)){
        sudoku_Display(grid);
}`,
    board: digitsOf(CPP_GRID),
  },
  {
    name: "a C grid with two rows on some lines and blank lines between bands",
    source: "GitHub code, a C solver's main (code search id 19444171698)",
    text: `int main() {
  int grid[9][9] = ${TWO_ROWS_A_LINE};
  print_grid(grid);
  printf("sudoku solver\\n");
  return 0;
}`,
    board: digitsOf(TWO_ROWS_A_LINE),
  },
  {
    name: "a solved grid in a C threads exercise with counts around it",
    source: "GitHub code, a pthreads sudoku validator (code search id 22320614943)",
    text: `// the minimum number of threads is 11
// this program uses 11 worker threads
// this program uses 1 parent thread to spawn 11 worker threads
const int NUM_THREADS = 11;
// hard coded 9x9 sudoku grid
const int grid[9][9] = ${SOLVED_GRID};

// data structure to pass in data to threads
typedef struct {
    int row;
    int column;
} parameters;`,
    board: digitsOf(SOLVED_GRID),
  },
];
